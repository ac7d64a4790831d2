import type { PolkadotProvider } from '@latch/adapter-polkadot'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { balanceText } from './balanceText'
import { SignMessageForm } from './SignMessageForm'
import { useSignMessage } from './useSignMessage'

const toHex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * The Polkadot side of the demo, written as a dapp on @polkadot/extension-dapp would be: the account of the
 * `polkadot` namespace (its address in the network's SS58 format), and a message signed with the extension's own
 * `signer.signRaw` through `useAppKitProvider<PolkadotProvider>('polkadot')`.
 */
export function PolkadotPanel() {
  const account = useAppKitAccount({ namespace: 'polkadot' })
  const { walletProvider } = useAppKitProvider<PolkadotProvider>('polkadot')
  const signing = useSignMessage('Hello from Latch on Polkadot', async (message) => {
    const signRaw = walletProvider?.signer.signRaw
    if (!signRaw || !account.address) throw new Error('Connect a Polkadot wallet first.')
    // The extension signs <Bytes>message</Bytes>, so a message can never pass for a transaction.
    return (await signRaw({ address: account.address, data: toHex(message), type: 'bytes' })).signature
  })

  return (
    <section className="card" aria-labelledby="polkadot-title">
      <h2 id="polkadot-title">Polkadot</h2>
      <dl className="facts">
        <dt>Address</dt>
        <dd data-testid="demo-polkadot-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-polkadot-balance">{balanceText(account)}</dd>
      </dl>
      <SignMessageForm
        signing={signing}
        testIds={{ input: 'demo-polkadot-sign-input', button: 'demo-polkadot-sign-button', signature: 'demo-polkadot-signature', error: 'demo-polkadot-error' }}
        buttonLabel="Sign message"
        disabled={!account.isConnected}
      />
    </section>
  )
}
