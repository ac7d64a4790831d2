import { useState } from 'react'
import { errorText } from '../walletSigner'

/**
 * Every panel signs a message the same way (clear the last outcome, ask the wallet, show the signature or the
 * wallet's error in words); only how the wallet is asked differs per chain, so that is the one thing passed in.
 */
export function useSignMessage(initialMessage: string, signWith: (message: string) => Promise<string>) {
  const [message, setMessage] = useState(initialMessage)
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  // Exposed because a panel's other actions (Solana's slot) report into the same alert as signing does.
  async function attempt(task: () => Promise<void>) {
    setError(undefined)
    try {
      await task()
    } catch (e) {
      setError(errorText(e))
    }
  }

  const sign = () =>
    attempt(async () => {
      setBusy(true)
      setSignature(undefined)
      try {
        setSignature(await signWith(message))
      } finally {
        setBusy(false)
      }
    })

  return { message, setMessage, signature, error, busy, sign, attempt }
}

export type SignMessageState = ReturnType<typeof useSignMessage>
