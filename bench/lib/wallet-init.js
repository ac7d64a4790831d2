/**
 * Runs in the page before any app code (context.addInitScript): fake EIP-1193 wallets announced over EIP-6963,
 * so every app has an installed wallet to list without an extension. `count` > 1 fills a long list for search.
 * `approve`: the first wallet approves a connection (one fixed account) so the Account view can be timed.
 * Serialised by Playwright, so it must not reach anything outside itself.
 */
export function installWallets({ count, approve = false }) {
  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/></svg>')
  const rpcError = (code, message) => Object.assign(new Error(message), { code })
  const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const makeProvider = (approves) => {
    let connected = false
    const provider = {
      async request({ method }) {
        if (method === 'eth_chainId') return '0x1'
        if (method === 'net_version') return '1'
        if (method === 'eth_accounts') return connected ? [account] : []
        if (method === 'eth_requestAccounts' && approves) {
          connected = true
          return [account]
        }
        if (method === 'eth_requestAccounts') throw rpcError(4001, 'User rejected the request.')
        throw rpcError(4200, `Bench Wallet does not support ${method}`)
      },
      on: () => provider,
      removeListener: () => provider,
      off: () => provider,
    }
    return provider
  }
  // Every tenth wallet is a "Quartz" so a one-key search for "q" has a known answer among the 600.
  const nameOf = (i) => (i === 0 ? 'Bench Wallet' : `${i % 10 === 0 ? 'Quartz' : 'Bench'} Wallet ${String(i).padStart(3, '0')}`)
  const details = Array.from({ length: count }, (_, i) =>
    Object.freeze({
      info: Object.freeze({
        uuid: `6b1c0e2a-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: nameOf(i),
        icon,
        rdns: i === 0 ? 'dev.latch.bench' : `dev.latch.bench.w${i}`,
      }),
      provider: makeProvider(approve && i === 0),
    }),
  )
  const announce = () => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
