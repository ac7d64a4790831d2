import type { CosmosProvider } from '@latch/adapter-cosmos'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { useId, useState } from 'react'
import { errorText } from '../walletSigner'

/**
 * The Cosmos side of the demo: the `cosmos` account (its bech32 address on the active chain), its balance, and an
 * ADR-036 message signed through `useAppKitProvider<CosmosProvider>('cosmos')`, as a backend's sign-in would check it.
 */
export function CosmosPanel() {
  const account = useAppKitAccount({ namespace: 'cosmos' })
  const { walletProvider } = useAppKitProvider<CosmosProvider>('cosmos')
  const [message, setMessage] = useState('Hello from Latch on Cosmos')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const inputId = useId()

  async function sign() {
    setError(undefined)
    setSignature(undefined)
    try {
      if (!walletProvider) throw new Error('Connect a Cosmos wallet first.')
      setSignature(await walletProvider.signMessage(message))
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <section className="card" aria-labelledby="cosmos-title">
      <h2 id="cosmos-title">Cosmos</h2>
      <dl className="facts">
        <dt>Address</dt>
        <dd data-testid="demo-cosmos-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Chain</dt>
        <dd data-testid="demo-cosmos-chain">{walletProvider?.chainId ?? '—'}</dd>
        <dt>Balance</dt>
        <dd data-testid="demo-cosmos-balance">{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : '—'}</dd>
      </dl>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid="demo-cosmos-sign-input" value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid="demo-cosmos-sign-button" disabled={!account.isConnected || message === ''} onClick={sign}>
        Sign message (ADR-036)
      </button>
      {signature && (
        <p className="result">
          Signature: <output data-testid="demo-cosmos-signature" className="mono">{signature}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-cosmos-error">
          {error}
        </p>
      )}
    </section>
  )
}
