/**
 * What the approval screen says about a request: a title and the facts the user is agreeing to, decoded
 * from the raw parameters (a personal_sign message as text, a transaction's receiver and amount).
 */
export interface Described {
  title: string
  rows: { label: string; value: string }[]
}

function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / base}${fraction ? `.${fraction}` : ''}`
}

function utf8OfHex(hex: string): string {
  if (!/^0x([0-9a-f]{2})*$/i.test(hex)) return hex
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return hex
  }
}

const short = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…` : text)

export function describeRequest(method: string, params: unknown, chain: { name: string; currency: string } | undefined): Described {
  const list = Array.isArray(params) ? params : []
  const network = chain ? [{ label: 'Network', value: chain.name }] : []
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', rows: [{ label: 'Message', value: short(utf8OfHex(String(list[0] ?? ''))) }, ...network] }
    case 'eth_signTypedData_v4': {
      let data: { domain?: { name?: string }; primaryType?: string; message?: unknown } = {}
      try {
        data = typeof list[1] === 'string' ? JSON.parse(list[1]) : ((list[1] as typeof data) ?? {})
      } catch {
        // Shown raw below.
      }
      return {
        title: 'Sign typed data',
        rows: [
          { label: 'Domain', value: data.domain?.name ?? '—' },
          { label: 'Type', value: data.primaryType ?? '—' },
          { label: 'Message', value: short(JSON.stringify(data.message ?? list[1] ?? null, null, 2)) },
          ...network,
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      let amount = '0'
      try {
        amount = formatUnits(BigInt(tx.value ?? '0'), 18)
      } catch {
        amount = String(tx.value)
      }
      return {
        title: 'Send transaction',
        rows: [
          { label: 'To', value: tx.to ?? 'New contract' },
          { label: 'Amount', value: `${amount} ${chain?.currency ?? ''}`.trim() },
          ...(tx.data && tx.data !== '0x' ? [{ label: 'Data', value: short(tx.data, 140) }] : []),
          ...network,
        ],
      }
    }
    default:
      return { title: method, rows: [{ label: 'Request', value: short(JSON.stringify(params ?? null, null, 2)) }, ...network] }
  }
}
