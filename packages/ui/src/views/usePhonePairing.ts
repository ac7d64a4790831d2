import { useEffect, useRef } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'
import { usePairingExpired } from './usePairingExpired'

export interface PhonePairing {
  /** The URI a link may carry now: live and not expired. */
  uri: string | undefined
  /** A pairing is being made. */
  making: boolean
}

/**
 * Keeps a WalletConnect pairing ready while a phone view shows, so a tap can open the wallet with its URI at
 * once: browsers leave for an app only inside the user's gesture, never after an await. `start` asks core
 * for a pairing when the view mounts (core reuses an unexpired one where spec §4 says so and makes a new one
 * elsewhere); without it, a pairing is made only when there is none, so the one a just-opened link carries
 * is kept. A pairing that expires (10 s or less left) while the view shows is replaced, so "Try again" never
 * opens a dead URI; one already expired when it arrived (a wrong clock) is not, or this would loop.
 */
export function usePhonePairing({ enabled, start }: { enabled: boolean; start: boolean }): PhonePairing {
  const { client } = useModalContext()
  const { walletConnect } = useSnapshot()
  const expired = usePairingExpired(walletConnect.pairingExpiry)
  const making = walletConnect.status === 'pairing' && !walletConnect.uri
  const none = walletConnect.status === 'idle' && !walletConnect.uri
  const live = walletConnect.status === 'pairing' && walletConnect.uri !== undefined && !expired
  const seenLive = useRef<string | undefined>(undefined)
  if (live) seenLive.current = walletConnect.uri

  useEffect(() => {
    if (enabled && start) client.connectWalletConnect().catch(() => {})
  }, [client, enabled, start])

  useEffect(() => {
    if (!enabled || making) return
    const expiredHere = expired && walletConnect.uri !== undefined && seenLive.current === walletConnect.uri
    if ((none && !start) || expiredHere) client.connectWalletConnect({ force: true }).catch(() => {})
  }, [client, enabled, start, making, none, expired, walletConnect.uri])

  return { uri: enabled && live ? walletConnect.uri : undefined, making: enabled && making }
}
