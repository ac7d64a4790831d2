import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { useId, useState } from 'react'
import { errorText, signerFor } from '../walletSigner'

export function SignMessage() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  const [message, setMessage] = useState('Hello from Latch')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const inputId = useId()

  async function sign() {
    setBusy(true)
    setError(undefined)
    setSignature(undefined)
    try {
      if (!address) throw new Error('Connect a wallet first.')
      const signer = await signerFor(walletProvider, address)
      setSignature(await signer.signMessage(message))
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign message</h2>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid="demo-sign-input" value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid="demo-sign-button" disabled={!isConnected || busy || message === ''} onClick={sign}>
        {busy ? 'Waiting for the wallet…' : 'Sign message'}
      </button>
      {signature && (
        <p className="result">
          Signature: <output data-testid="demo-signature" className="mono">{signature}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-sign-error">
          {error}
        </p>
      )}
    </section>
  )
}
