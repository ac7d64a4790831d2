import { useAppKitAccount, useAppKitNetwork } from '@latch/react'
import { useState } from 'react'
import { appKit } from '../appKit'
import { networks } from '../networks'
import { errorText } from '../walletSigner'

const TEN_ETH = 10n * 10n ** 18n

/**
 * Test ETH for the connected address on the local anvil chains (anvil_setBalance on the chain's own RPC):
 * a new e-mail or social wallet starts empty, and this is how it gets something to send.
 */
export function Faucet() {
  const { address, isConnected } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({})
  const network = networks.find((n) => n.caipNetworkId === caipNetwork?.caipNetworkId)
  const rpcUrl = network?.rpcUrls.default.http[0]

  const fund = async () => {
    if (!address || !rpcUrl) return
    setState({ busy: true })
    try {
      const call = async (method: string, params: unknown[]) => {
        const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
        const body = (await res.json()) as { result?: string; error?: { message: string } }
        if (body.error) throw new Error(body.error.message)
        return body.result
      }
      const balance = BigInt((await call('eth_getBalance', [address, 'latest'])) ?? '0x0')
      await call('anvil_setBalance', [address, `0x${(balance + TEN_ETH).toString(16)}`])
      await appKit.client.refreshBalance()
      setState({ done: `Added 10 ETH on ${network?.name}.` })
    } catch (e) {
      setState({ error: `${errorText(e)} (the faucet works on local anvil chains only)` })
    }
  }

  return (
    <section className="card" aria-labelledby="faucet-title">
      <h2 id="faucet-title">Test ETH</h2>
      <p>New e-mail and social wallets start empty: add test ETH on the local chain.</p>
      <button type="button" data-testid="demo-faucet" disabled={!isConnected || !rpcUrl || state.busy} onClick={fund}>
        Add 10 ETH
      </button>
      {state.done && <output data-testid="demo-faucet-done">{state.done}</output>}
      {state.error && (
        <p role="alert" className="error" data-testid="demo-faucet-error">
          {state.error}
        </p>
      )}
    </section>
  )
}
