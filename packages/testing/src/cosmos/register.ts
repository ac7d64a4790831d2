import type { TestCosmosWallet } from './wallet'

/** Where the wallet goes: Keplr's `window.keplr`, Leap's `window.leap`, or Cosmostation's Keplr-compatible provider. */
export type TestCosmosWalletGlobal = 'keplr' | 'leap' | 'cosmostation'

export type RegisterTestCosmosWalletOptions = {
  /** Defaults to `keplr`; `cosmostation` is `window.cosmostation.providers.keplr`. */
  global?: TestCosmosWalletGlobal
  /** Inject this many milliseconds later, as real extensions do (dapps poll or wait for `load`). Defaults to 0: at once. */
  injectAfterMs?: number
}

/** Each wallet's own account-change event; Keplr's is dispatched whatever the global, since dapps listen for it. */
const KEYSTORE_EVENTS: Record<TestCosmosWalletGlobal, string[]> = {
  keplr: ['keplr_keystorechange'],
  leap: ['keplr_keystorechange', 'leap_keystorechange'],
  cosmostation: ['keplr_keystorechange', 'cosmostation_keystorechange'],
}

function install(target: Record<string, unknown>, wallet: TestCosmosWallet, global: TestCosmosWalletGlobal) {
  if (global === 'cosmostation') {
    // Next to the providers a real Cosmostation puts there (`cosmos`, `ethereum`…), which stay.
    const cosmostation = (target.cosmostation ?? {}) as Record<string, unknown>
    const providers = (cosmostation.providers ?? {}) as Record<string, unknown>
    providers.keplr = wallet
    cosmostation.providers = providers
    target.cosmostation = cosmostation
    return
  }
  target[global] = wallet
  // Keplr also puts its offline-signer getters on window, which older dapps call directly.
  if (global === 'keplr') {
    target.getOfflineSigner = wallet.getOfflineSigner
    target.getOfflineSignerOnlyAmino = wallet.getOfflineSignerOnlyAmino
    target.getOfflineSignerAuto = wallet.getOfflineSignerAuto
  }
}

/**
 * Installs `wallet` in `win` (a page's window; in Node any EventTarget) where dapps look for it, at once or after
 * `injectAfterMs`, and dispatches its account changes there as window events. Returns the wallet.
 */
export function registerTestCosmosWallet(win: EventTarget, wallet: TestCosmosWallet, options: RegisterTestCosmosWalletOptions = {}): TestCosmosWallet {
  const global = options.global ?? 'keplr'
  if (!(global in KEYSTORE_EVENTS)) throw new TypeError(`Unknown global: ${String(global)}`)
  wallet.on(() => {
    for (const type of KEYSTORE_EVENTS[global]) win.dispatchEvent(new Event(type))
  })
  const target = win as unknown as Record<string, unknown>
  if (options.injectAfterMs && options.injectAfterMs > 0) setTimeout(() => install(target, wallet, global), options.injectAfterMs)
  else install(target, wallet, global)
  return wallet
}
