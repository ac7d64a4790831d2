import type { BitcoinProvider } from '@latch/adapter-bitcoin'
import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { useEffect, useState } from 'react'
import { balanceText } from './balanceText'
import { SignMessageForm } from './SignMessageForm'
import { useSignMessage } from './useSignMessage'

/**
 * The Bitcoin side of the demo, as a dapp on the original product's bitcoin adapter is written: the `bip122`
 * account (its payment address), both addresses the wallet shared, and a BIP-322 message signed through
 * `useAppKitProvider<BitcoinProvider>('bip122')`.
 */
export function BitcoinPanel() {
  const account = useAppKitAccount({ namespace: 'bip122' })
  const { walletProvider } = useAppKitProvider<BitcoinProvider>('bip122')
  const [ordinals, setOrdinals] = useState<string>()
  const signing = useSignMessage('Hello from Latch on Bitcoin', async (message) => {
    if (!walletProvider || !account.address) throw new Error('Connect a Bitcoin wallet first.')
    return walletProvider.signMessage({ address: account.address, message })
  })

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
        <dd data-testid="demo-bitcoin-balance">{balanceText(account)}</dd>
      </dl>
      <SignMessageForm
        signing={signing}
        testIds={{ input: 'demo-bitcoin-sign-input', button: 'demo-bitcoin-sign-button', signature: 'demo-bitcoin-signature', error: 'demo-bitcoin-error' }}
        buttonLabel="Sign message (BIP-322)"
        disabled={!account.isConnected}
      />
    </section>
  )
}
