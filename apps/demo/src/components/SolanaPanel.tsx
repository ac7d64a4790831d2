import type { Provider } from '@latch/adapter-solana'
import { useAppKitConnection } from '@latch/adapter-solana/react'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import bs58 from 'bs58'
import { useState } from 'react'
import { balanceText } from './balanceText'
import { SignMessageForm } from './SignMessageForm'
import { useSignMessage } from './useSignMessage'

/**
 * The Solana side of the demo, written as an AppKit dapp would: the account of the `solana` namespace, a message
 * signed through `useAppKitProvider<Provider>('solana')`, and the slot read through `useAppKitConnection()`.
 */
export function SolanaPanel() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<Provider>('solana')
  const { connection } = useAppKitConnection()
  const [slot, setSlot] = useState<number>()
  const signing = useSignMessage('Hello from Latch on Solana', async (message) => {
    if (!walletProvider) throw new Error('Connect a Solana wallet first.')
    return bs58.encode(await walletProvider.signMessage(new TextEncoder().encode(message)))
  })
  const readSlot = () =>
    signing.attempt(async () => {
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
        <dd data-testid="demo-solana-balance">{balanceText(account)}</dd>
      </dl>
      <SignMessageForm
        signing={signing}
        testIds={{ input: 'demo-solana-sign-input', button: 'demo-solana-sign-button', signature: 'demo-solana-signature', error: 'demo-solana-error' }}
        buttonLabel="Sign message"
        disabled={!account.isConnected}
        actions={
          <button type="button" data-testid="demo-solana-slot-button" disabled={!connection} onClick={readSlot}>
            Read the slot
          </button>
        }
      >
        {slot !== undefined && (
          <p className="result">
            Slot: <output data-testid="demo-solana-slot">{slot}</output>
          </p>
        )}
      </SignMessageForm>
    </section>
  )
}
