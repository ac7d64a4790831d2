/** The host's options for the Account view's money features (issue #17): swaps and the on-ramp. */
import type { OnrampSource } from '../onramp/types'
import type { SwapSource } from '../swap/types'

/** A source given as is, or as a function that loads it on first use (so its code is a lazy chunk of the host's). */
export type Lazy<T> = T | (() => Promise<T>)

export interface SwapOptions {
  /**
   * Where quotes and transactions come from. Defaults to LI.FI's public API, which needs no key and no account
   * (`lifi` tunes it); `@latch/adapter-evm/swap` has 1inch and 0x sources that take the host's key.
   */
  source?: Lazy<SwapSource>
  /** The default LI.FI source's settings: another base URL (a self-hosted or local stand-in), an integrator id, a key. */
  lifi?: { baseUrl?: string; integrator?: string; apiKey?: string; quoteTtlMs?: number }
  /** The slippage the form starts with, as a fraction. Defaults to 0.005 (0.5 %). */
  slippage?: number
}

/**
 * Where the Buy view asks for quotes and checkouts: the dapp's own backend running an `@latch/onramp-server`
 * handler (`url`), or any `OnrampSource`. Every on-ramp provider needs a partner account and a backend, so
 * without this the Buy entry is not offered.
 */
export type OnrampOptionsInput = { url: string } | { source: Lazy<OnrampSource> }
