/** The Wallet Standard wiring the kit's Standard wallets (Solana, Bitcoin) share: their properties and `standard:events`. */
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import { type StandardEventsChangeProperties, type StandardEventsFeature, type StandardEventsListeners, StandardEvents } from '@wallet-standard/features'

/**
 * The wallet's `Wallet` properties but `features`. The standard asks for getters: an app reads `chains` and `accounts`
 * again after a `change` event and must see the current values.
 */
export function standardWalletProperties(parts: { name: string; icon: WalletIcon; chains(): IdentifierString[]; accounts(): WalletAccount[] }): Omit<Wallet, 'features'> {
  return {
    version: '1.0.0',
    get name() {
      return parts.name
    },
    get icon() {
      return parts.icon
    },
    get chains() {
      return parts.chains()
    },
    get accounts() {
      return parts.accounts()
    },
  }
}

/** The `standard:events` feature (its one event is `change`) and `emit`, which tells every listener what changed. */
export function createChangeEvents(): { feature: StandardEventsFeature; emit(properties: StandardEventsChangeProperties): void } {
  const listeners = new Set<StandardEventsListeners['change']>()
  return {
    feature: {
      [StandardEvents]: {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
    emit(properties) {
      for (const listener of listeners) listener(properties)
    },
  }
}
