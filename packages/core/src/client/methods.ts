/**
 * The client's asynchronous methods by group, named once: createLatch forwards them to the code that loads on first
 * need, and the client painted before createLatch loads (client/deferredLatch) forwards them to createLatch.
 */

/** The client's methods that forward to client/session (its `sessionApi`), loaded on first need. */
export const SESSION_METHODS = [
  'open',
  'connect',
  'connectWalletConnect',
  'setWalletConnectLinking',
  'loadWallets',
  'refreshTokens',
  'refreshNfts',
  'refreshActivity',
  'loadMoreActivity',
  'disconnect',
  'reconnect',
  'switchNetwork',
  'removeNetwork',
  'refreshBalance',
  'signMessage',
  'signTypedData',
  'sendTransaction',
] as const

export const SEND_METHODS = ['setForm', 'max', 'preview', 'confirm', 'cancel'] as const
export const SWAP_METHODS = ['open', 'setForm', 'flip', 'max', 'refreshQuote', 'watch', 'confirm'] as const
export const ONRAMP_METHODS = ['open', 'setForm', 'checkout', 'close'] as const
export const NAMES_METHODS = ['open', 'setLabel', 'register', 'lookup'] as const
export const SIWX_METHODS = ['signIn', 'cancel'] as const
export const EMBEDDED_WALLET_METHODS = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'connectSocial',
  'connectFarcaster',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'setPreferredAccountType',
  'frameElement',
] as const
