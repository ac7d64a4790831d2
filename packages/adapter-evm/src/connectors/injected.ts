import type { Connector } from '@latch/core'
import type { Eip1193Provider, WalletWindow } from '../types'
import { isEip1193Provider } from './walletWindow'

export const INJECTED_CONNECTOR_ID = 'injected'

/** Fired by wallets that inject `window.ethereum` after page load (MetaMask's convention). */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

export function getInjectedProvider(win: WalletWindow): Eip1193Provider | undefined {
  return isEip1193Provider(win.ethereum) ? win.ethereum : undefined
}

/** The legacy `window.ethereum` wallet, for wallets that predate EIP-6963. */
export function injectedConnector(provider: Eip1193Provider): Connector {
  return { id: INJECTED_CONNECTOR_ID, name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider }
}
