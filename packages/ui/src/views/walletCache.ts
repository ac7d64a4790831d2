import type { LoadedWallet } from '@latch/core/wallets'

/** Directory wallets the user has seen in this page view, by id (ConnectingWalletConnect reads it). */
export const walletCache = new Map<string, LoadedWallet>()
