/**
 * Bitcoin Wallet Standard wallets (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, as in
 * @exodus/bitcoin-wallet-standard-features). @wallet-standard/app is not a dependency here, so the registration
 * handshake it implements is done directly: the app dispatches `wallet-standard:app-ready` with `{ register }` and
 * listens for `wallet-standard:register-wallet`, whose detail is a callback a wallet hands the same `{ register }`.
 * Every app on the page does this, so another library's registry (adapter-solana's) and ours see the same wallets.
 */
import { decodeSegwit } from '../codec/address'

export interface StandardAccount {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}

/** The parts of a Wallet Standard wallet this adapter uses; features are checked before use. */
export interface StandardWallet {
  name: string
  icon: string
  chains: readonly string[]
  accounts: readonly StandardAccount[]
  features: Record<string, unknown>
}

/**
 * The Standard's chain ids (@exodus/bitcoin-wallet-standard-chains): mainnet, testnet (testnet4 and signet share its
 * addresses) and regtest, told apart by the address signing.
 */
export function standardChain(address: string): string {
  const hrp = decodeSegwit(address)?.hrp
  if (hrp) return hrp === 'bc' ? 'bitcoin:mainnet' : hrp === 'bcrt' ? 'bitcoin:regtest' : 'bitcoin:testnet'
  return /^[13]/.test(address) ? 'bitcoin:mainnet' : 'bitcoin:testnet'
}
export const isBitcoinWallet = (wallet: StandardWallet): boolean => typeof wallet?.features?.['bitcoin:connect'] === 'object' && wallet.features['bitcoin:connect'] !== null

export interface StandardRegistry {
  get(): StandardWallet[]
  stop(): void
}

export interface EventWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
}

/** Starts the handshake on `win`; `onChange` hears every registration and unregistration. */
export function watchStandardWallets(win: EventWindow, onChange: () => void): StandardRegistry {
  const wallets = new Set<StandardWallet>()
  const register = (...registered: StandardWallet[]) => {
    for (const wallet of registered) wallets.add(wallet)
    onChange()
    return () => {
      for (const wallet of registered) wallets.delete(wallet)
      onChange()
    }
  }
  const api = Object.freeze({ register })
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') callback(api)
  }
  win.addEventListener('wallet-standard:register-wallet', onRegister)
  try {
    win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }))
  } catch {
    // A window without CustomEvent: wallets that register later still reach us through the listener.
  }
  return { get: () => [...wallets].filter(isBitcoinWallet), stop: () => win.removeEventListener('wallet-standard:register-wallet', onRegister) }
}
