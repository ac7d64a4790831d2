/** The connector id of WalletConnect connections (stored per namespace like any connector id). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** The reason sent with a dapp-side disconnect (the protocol's USER_DISCONNECTED). */
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const

/** The reason sent when the dapp refuses a session none of whose accounts it can use (the protocol's UNSUPPORTED_ACCOUNTS). */
export const UNSUPPORTED_ACCOUNTS = { code: 5103, message: 'Unsupported accounts.' } as const
