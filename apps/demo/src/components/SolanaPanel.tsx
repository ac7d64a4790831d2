import type { Provider } from '@latch/adapter-solana'
import { useAppKitConnection } from '@latch/adapter-solana/react'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import bs58 from 'bs58'
import { useId, useState } from 'react'
import { errorText } from '../walletSigner'

/**
 * The Solana side of the demo, written as an AppKit dapp would: the account of the `solana` namespace, a message
 * signed through `useAppKitProvider<Provider>('solana')`, and the slot read through `useAppKitConnection()`.
 */
export function SolanaPanel() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { connection } = useAppKitConnection()
  const [message, setMessage] = useState('Hello from Latch on Solana')
  const [signature, setSignature] = useState<string>()
  const [slot, setSlot] = useState<number>()
  const [error, setError] = useState<string>()
  const inputId = useId()

  async function run(task: () => Promise<void>) {
    setError(undefined)
    try {
      await task()
    } catch (e) {
      setError(errorText(e))
    }
  }
  const sign = () =>
    run(async () => {
      setSignature(undefined)
      if (!walletProvider) throw new Error('Connect a Solana wallet first.')
      setSignature(bs58.encode(await walletProvider.signMessage(new TextEncoder().encode(message))))
    })
  const readSlot = () =>
    run(async () => {
      if (!connection) throw new Error('Pick the Solana network first.')
      setSlot(await connection.getSlot())
    })

  return (
    <section className="card" aria-labelledby="solana-title">
      <h2 id="solana-title">Solana</h2>
      <dl className="facts">
        <dt>Address</dt>
        <dd data-testid="demo-solana-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-solana-balance">{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : '—'}</dd>
      </dl>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid="demo-solana-sign-input" value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid="demo-solana-sign-button" disabled={!account.isConnected || message === ''} onClick={sign}>
        Sign message
      </button>
      <button type="button" data-testid="demo-solana-slot-button" disabled={!connection} onClick={readSlot}>
        Read the slot
      </button>
      {signature && (
        <p className="result">
          Signature: <output data-testid="demo-solana-signature" className="mono">{signature}</output>
        </p>
      )}
      {slot !== undefined && (
        <p className="result">
          Slot: <output data-testid="demo-solana-slot">{slot}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-solana-error">
          {error}
        </p>
      )}
    </section>
  )
}
