// @latch/core/wallets: the wallet directory (list, search, paging, images) and WalletConnect deep
// links. Its own entry so it loads with the views that list wallets, never before.
export { createExplorerSource, EXPLORER_API_URL, EXPLORER_SDK_TYPE, LATCH_SDK_VERSION } from '../walletDirectory/explorerSource'
export type { ExplorerSourceOptions } from '../walletDirectory/explorerSource'
export { createWalletListLoader } from '../walletDirectory/walletListLoader'
export type { LoadWalletListRequest, WalletListLoader, WalletListLoaderOptions, WalletListResult } from '../walletDirectory/walletListLoader'
export { arrangeWallets, matchesSearch, normalizeSearch, WALLET_PAGE_SIZE, walletImageSrc } from '../walletDirectory/listWallets'
export type { ListedWallet, WalletListContext, WalletListOptions, WalletSection } from '../walletDirectory/listWallets'
export { formatWalletConnectLink, isAllowedWalletUrl, isUniversalLink, normalizeWalletLink, walletConnectLinks } from '../walletDirectory/deepLinks'
export type { WalletConnectLinks } from '../walletDirectory/deepLinks'
export { WalletDirectoryError } from '../walletDirectory/walletDirectoryError'
export type { WalletDirectoryFailure } from '../walletDirectory/walletDirectoryError'
export type { WalletDirectorySource, WalletEntry, WalletInjectedId, WalletListRequest, WalletPage } from '../walletDirectory/types'
export type { LoadedWallet, LoadedWallets } from '../walletDirectory/forInstance'
