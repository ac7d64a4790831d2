/** An injected Keplr-API object (Keplr, Leap, Cosmostation's Keplr face) as a CosmosWallet. No SDK: it loads with discovery. */
import type { OfflineSigner } from '@cosmjs/proto-signing'
import { toWalletError } from '../errors'
import type { CosmosWallet, KeplrLike } from './types'

interface EventWindow {
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

const wrap = <T>(promise: Promise<T>): Promise<T> => promise.catch((e: unknown) => Promise.reject(toWalletError(e)))

/** `keystoreEvent`: the window event the wallet fires when its user picks another key (`keplr_keystorechange`). */
export function keplrWallet(keplr: KeplrLike, win: EventWindow, keystoreEvent: string): CosmosWallet {
  return {
    provider: keplr,
    enable: (chainId) => wrap(Promise.resolve().then(() => keplr.enable(chainId))),
    getKey: (chainId) => wrap(Promise.resolve().then(() => keplr.getKey(chainId))),
    ...(typeof keplr.experimentalSuggestChain === 'function' ? { suggestChain: (info: unknown) => wrap(Promise.resolve().then(() => keplr.experimentalSuggestChain?.(info))) } : {}),
    async offlineSigner(chainId) {
      // Auto answers amino-only for a Ledger key (which cannot sign direct); older wallets have only the plain getter.
      const signer = keplr.getOfflineSignerAuto ? await keplr.getOfflineSignerAuto(chainId) : (keplr.getOfflineSigner?.(chainId) ?? keplr.getOfflineSignerOnlyAmino?.(chainId))
      if (!signer) throw new TypeError('The wallet offers no offline signer')
      return signer as OfflineSigner
    },
    async signArbitrary(chainId, signer, data) {
      if (typeof keplr.signArbitrary !== 'function') throw new TypeError('The wallet cannot sign arbitrary data (ADR-036)')
      return wrap(keplr.signArbitrary(chainId, signer, data))
    },
    onKeyChange(listener) {
      win.addEventListener?.(keystoreEvent, listener)
      return () => win.removeEventListener?.(keystoreEvent, listener)
    },
    async disable(chainId) {
      await keplr.disable?.(chainId)
    },
  }
}
