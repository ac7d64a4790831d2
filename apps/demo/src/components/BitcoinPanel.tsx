import type { BitcoinProvider } from '@latch/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { useEffect, useId, useState } from 'react'
import { errorText } from '../walletSigner'

/**
 * The Bitcoin side of the demo, as a dapp on the original product's bitcoin adapter is written: the `bip122`
 * account (its payment address), both addresses the wallet shared, and a BIP-322 message signed through
 * `useAppKitProvider<BitcoinProvider>('bip122')`.
 */
export function BitcoinPanel() {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinProvider>('bip122')
  const [ordinals, setOrdinals] = useState<string>()
  const [message, setMessage] = useState('Hello from Latch on Bitcoin')
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const inputId = useId()

  useEffect(() => {
    let current = true
    setOrdinals(undefined)
    void walletProvider?.getAccountAddresses().then((addresses) => {
      if (current) setOrdinals(addresses.find((a) => a.purpose === 'ordinals')?.address)
    })
    return () => {
      current = false
    }
  }, [walletProvider])

  async function sign() {
    setError(undefined)
    setSignature(undefined)
    try {
      if (!walletProvider || !account.address) throw new Error('Connect a Bitcoin wallet first.')
      setSignature(await walletProvider.signMessage({ address: account.address, message }))
    } catch (e) {
      setError(errorText(e))
    }
  }

  return (
    <section className="card" aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Bitcoin</h2>
      <dl className="facts">
        <dt>Payment</dt>
        <dd data-testid="demo-bitcoin-address" className="mono">
          {account.address ?? '—'}
        </dd>
        <dt>Ordinals</dt>
        <dd data-testid="demo-bitcoin-ordinals" className="mono">
          {ordinals ?? '—'}
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-bitcoin-balance">{account.balance !== undefined ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim() : '—'}</dd>
      </dl>
      <label htmlFor={inputId}>Message</label>
      <textarea id={inputId} data-testid="demo-bitcoin-sign-input" value={message} rows={2} onChange={(e) => setMessage(e.target.value)} />
      <button type="button" data-testid="demo-bitcoin-sign-button" disabled={!account.isConnected || message === ''} onClick={sign}>
        Sign message (BIP-322)
      </button>
      {signature && (
        <p className="result">
          Signature: <output data-testid="demo-bitcoin-signature" className="mono">{signature}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-bitcoin-error">
          {error}
        </p>
      )}
    </section>
  )
}
