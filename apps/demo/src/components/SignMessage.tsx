import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { signerFor } from '../walletSigner'
import { SignMessageForm } from './SignMessageForm'
import { useSignMessage } from './useSignMessage'

export function SignMessage() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  const signing = useSignMessage('Hello from Latch', async (message) => {
    if (!address) throw new Error('Connect a wallet first.')
    const signer = await signerFor(walletProvider, address)
    return signer.signMessage(message)
  })

  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign message</h2>
      <SignMessageForm
        signing={signing}
        testIds={{ input: 'demo-sign-input', button: 'demo-sign-button', signature: 'demo-signature', error: 'demo-sign-error' }}
        buttonLabel="Sign message"
        busyLabel="Waiting for the wallet…"
        disabled={!isConnected}
      />
    </section>
  )
}
