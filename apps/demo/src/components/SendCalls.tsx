import { useAppKitAccount, useAppKitNetwork, useAppKitProvider } from '@latch/react'
import { Interface, parseUnits, toQuantity } from 'ethers'
import { useState } from 'react'
import { errorText } from '../walletSigner'

const ERC20 = new Interface(['function transfer(address to, uint256 amount) returns (bool)'])
/** Anvil's accounts 2 and 3: the two receivers of the batch. */
const RECEIVERS = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', '0x90F79bf6EB2c4f870365E785982E1f101E93b906'] as const
const token = import.meta.env.VITE_TOKEN_ADDRESS
const paymasterUrl = import.meta.env.VITE_PAYMASTER_URL

type Eip1193 = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * EIP-5792 from the dapp's side: what the wallet can do (`wallet_getCapabilities`), one atomic batch of two token
 * transfers (`wallet_sendCalls`), optionally sponsored by an ERC-7677 paymaster, and its status (`wallet_getCallsStatus`).
 * A wallet without batches says so in its capabilities; the demo never falls back to sending the calls one by one.
 */
export function SendCalls() {
  const { address, isConnected } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  const { walletProvider } = useAppKitProvider('eip155')
  const [sponsored, setSponsored] = useState(false)
  const [result, setResult] = useState<{ capabilities?: string; id?: string; status?: string; error?: string; busy?: boolean }>({})
  const provider = walletProvider as Eip1193 | undefined
  const chainHex = typeof chainId === 'number' ? toQuantity(chainId) : undefined

  /** `fresh`: a new batch, so the last one's id and status go (they would read as this one's). */
  const run = async (step: (p: Eip1193) => Promise<Partial<typeof result>>, fresh = false) => {
    if (!provider) return
    setResult((r) => (fresh ? { capabilities: r.capabilities, busy: true } : { ...r, busy: true, error: undefined }))
    try {
      const next = await step(provider)
      setResult((r) => ({ ...r, ...next, busy: false }))
    } catch (e) {
      setResult((r) => ({ ...r, busy: false, error: errorText(e) }))
    }
  }

  const capabilities = () => run(async (p) => ({ capabilities: JSON.stringify(await p.request({ method: 'wallet_getCapabilities', params: [address, chainHex ? [chainHex] : []] })) }))
  const send = () =>
    run(async (p) => {
      if (!token) throw new Error('No token on this chain.')
      const calls = RECEIVERS.map((to) => ({ to: token, value: '0x0', data: ERC20.encodeFunctionData('transfer', [to, parseUnits('1', 18)]) }))
      const sent = (await p.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: chainHex, from: address, atomicRequired: true, calls, ...(sponsored && paymasterUrl ? { capabilities: { paymasterService: { url: paymasterUrl } } } : {}) }],
      })) as { id: string }
      return { id: sent.id }
    }, true)
  const status = () =>
    run(async (p) => {
      const s = (await p.request({ method: 'wallet_getCallsStatus', params: [result.id] })) as { status: number; receipts?: { transactionHash: string; status: string }[] }
      return { status: `${s.status}${s.receipts?.[0] ? ` ${s.receipts[0].status} ${s.receipts[0].transactionHash}` : ''}` }
    })

  return (
    <section className="card" aria-labelledby="calls-title">
      <h2 id="calls-title">Batched calls (EIP-5792)</h2>
      <button type="button" data-testid="demo-capabilities-button" disabled={!isConnected || result.busy} onClick={capabilities}>
        Wallet capabilities
      </button>
      {result.capabilities && <output data-testid="demo-capabilities" className="mono">{result.capabilities}</output>}
      <label>
        <input type="checkbox" data-testid="demo-calls-sponsored" checked={sponsored} disabled={!paymasterUrl} onChange={(e) => setSponsored(e.target.checked)} /> Ask the paymaster to sponsor it (ERC-7677)
      </label>
      <button type="button" data-testid="demo-calls-send" disabled={!isConnected || result.busy || !token} onClick={send}>
        Send 1 LTT to two accounts in one batch
      </button>
      {result.id && (
        <>
          <p className="result">
            Batch: <output data-testid="demo-calls-id" className="mono">{result.id}</output>
          </p>
          <button type="button" data-testid="demo-calls-status-button" disabled={result.busy} onClick={status}>
            Batch status
          </button>
        </>
      )}
      {result.status && <output data-testid="demo-calls-status" className="mono">{result.status}</output>}
      {result.error && (
        <p role="alert" className="error" data-testid="demo-calls-error">
          {result.error}
        </p>
      )}
    </section>
  )
}
