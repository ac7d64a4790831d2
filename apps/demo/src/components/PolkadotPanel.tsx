import type { PolkadotProvider } from '@latch/adapter-polkadot'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { useId, useState } from 'react'
import { errorText } from '../walletSigner'

const toHex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The Polkadot side of the demo, written as a dapp on @polkadot/extension-dapp would be: the account of the
 * `polkadot` namespace (its address in the network's SS58 format), and a message signed with the extension's own
 * `signer.signRaw` through `useAppKitProvider<PolkadotProvider>('polkadot')`.
 */
export function PolkadotPanel() {
  const account = useAppKitAccount({ namespace: 'polkadot' })
  const { walletProvider } = useAppKitProvider<PolkadotProvider>('polkadot')
  const [message, setMessage] = useState('Hello from Latch on Polkadot')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const inputId = useId()

  async function sign() {
    setError(undefined)
    setSignature(undefined)
    try {
      const signRaw = walletProvider?.signer.signRaw
      if (!signRaw || !account.address) throw new Error('Connect a Polkadot wallet first.')
      // The extension signs <Bytes>message</Bytes>, so a message can never pass for a transaction.
      setSignature((await signRaw({ address: account.address, data: toHex(message), type: 'bytes' })).signature)
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <section className="card" aria-labelledby="polkadot-title">
      <h2 id="polkadot-title">Polkadot</h2>
      <dl className="facts">
        <dt>Address</dt>
        <dd data-testid="demo-polkadot-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-polkadot-balance">{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : '—'}</dd>
      </dl>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid="demo-polkadot-sign-input" value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid="demo-polkadot-sign-button" disabled={!account.isConnected || message === ''} onClick={sign}>
        Sign message
      </button>
      {signature && (
        <p className="result">
          Signature: <output data-testid="demo-polkadot-signature" className="mono">{signature}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-polkadot-error">
          {error}
        </p>
      )}
    </section>
  )
}
