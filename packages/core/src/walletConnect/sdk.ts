// The WalletConnect SDK as one lazily loaded module: sign-client and the Core it runs on load together.
export { Core } from '@walletconnect/core'
export { SignClient } from '@walletconnect/sign-client'
