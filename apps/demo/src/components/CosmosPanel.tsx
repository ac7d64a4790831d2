import type { CosmosProvider } from '@latch/adapter-cosmos'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { balanceText } from './balanceText'
import { SignMessageForm } from './SignMessageForm'
import { useSignMessage } from './useSignMessage'

/**
 * The Cosmos side of the demo: the `cosmos` account (its bech32 address on the active chain), its balance, and an
 * ADR-036 message signed through `useAppKitProvider<CosmosProvider>('cosmos')`, as a backend's sign-in would check it.
 */
export function CosmosPanel() {
  const account = useAppKitAccount({ namespace: 'cosmos' })
  const { walletProvider } = useAppKitProvider<CosmosProvider>('cosmos')
  const signing = useSignMessage('Hello from Latch on Cosmos', async (message) => {
    if (!walletProvider) throw new Error('Connect a Cosmos wallet first.')
    return walletProvider.signMessage(message)
  })

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
        <dd data-testid="demo-cosmos-balance">{balanceText(account)}</dd>
      </dl>
      <SignMessageForm
        signing={signing}
        testIds={{ input: 'demo-cosmos-sign-input', button: 'demo-cosmos-sign-button', signature: 'demo-cosmos-signature', error: 'demo-cosmos-error' }}
        buttonLabel="Sign message (ADR-036)"
        disabled={!account.isConnected}
      />
    </section>
  )
}
