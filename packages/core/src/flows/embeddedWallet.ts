/**
 * The embedded wallet's flows: one lazily loaded chunk (with the frame protocol), fetched the first time
 * a user picks e-mail or social login, or when a stored embedded-wallet session is restored.
 */
export { connectDevice, connectEmail, connectOtp } from '../embeddedWallet/login'
export { setPreferredAccountType } from '../embeddedWallet/accountType'
export { refreshSmartAccountNetworks } from '../embeddedWallet/preferences'
export { restoreEmbeddedWallet, signOutEmbeddedWallet } from '../embeddedWallet/session'
export { connectSocial } from '../embeddedWallet/social'
export { connectFarcaster } from '../embeddedWallet/farcaster'
export { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from '../embeddedWallet/updateEmail'
export { frameClient } from '../embeddedWallet/frame'
