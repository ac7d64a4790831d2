import { useAppKitAccount, useAppKitProvider } from '@latch/react'
import { isAddress, parseEther } from 'ethers'
import { useId, useState } from 'react'
import { errorText, signerFor } from '../walletSigner'

/** Anvil's second default account: a handy recipient on the local chains. */
const DEFAULT_TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

export function SendTransaction() {
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider('eip155')
  const [to, setTo] = useState(DEFAULT_TO)
  const [amount, setAmount] = useState('0.01')
  const [hash, setHash] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const toId = useId()
  const amountId = useId()

  async function send() {
    setBusy(true)
    setError(undefined)
    setHash(undefined)
    try {
      if (!address) throw new Error('Connect a wallet first.')
      if (!isAddress(to)) throw new Error('The recipient is not an address.')
      const value = parseEther(amount)
      const signer = await signerFor(walletProvider, address)
      const tx = await signer.sendTransaction({ to, value })
      setHash(tx.hash)
    } catch (e) {
      setError(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card" aria-labelledby="send-title">
      <h2 id="send-title">Send transaction</h2>
      <label htmlFor={toId}>To</label>
      <input id={toId} data-testid="demo-send-to" className="mono" value={to} spellCheck={false} onChange={(e) => setTo(e.target.value.trim())} />
      <label htmlFor={amountId}>Amount (ETH)</label>
      <input id={amountId} data-testid="demo-send-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.trim())} />
      <button type="button" data-testid="demo-send-button" disabled={!isConnected || busy || to === '' || amount === ''} onClick={send}>
        {busy ? 'Waiting for the wallet…' : 'Send transaction'}
      </button>
      {hash && (
        <p className="result">
          Transaction: <output data-testid="demo-tx-hash" className="mono">{hash}</output>
        </p>
      )}
      {error && (
        <p role="alert" className="error" data-testid="demo-send-error">
          {error}
        </p>
      )}
    </section>
  )
}
