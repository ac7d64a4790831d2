/**
 * The lazy view registry: one dynamic import per view, so each view is its own chunk and only the
 * views a user reaches are loaded. Views of later features register here when they exist.
 */
import type { ViewRegistry } from './types'

export const viewRegistry: ViewRegistry = {
  Connect: () => import('./Connect'),
  AllWallets: () => import('./AllWallets'),
  ConnectingExternal: () => import('./ConnectingExternal'),
  Account: () => import('./Account'),
  Networks: () => import('./Networks'),
  UnsupportedChain: () => import('./UnsupportedChain'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect'),
  EmailVerifyOtp: () => import('./EmailVerifyOtp'),
  EmailVerifyDevice: () => import('./EmailVerifyDevice'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet'),
  UpdateEmailPrimaryOtp: () => import('./UpdateEmailPrimaryOtp'),
  UpdateEmailSecondaryOtp: () => import('./UpdateEmailSecondaryOtp'),
  ConnectingSocial: () => import('./ConnectingSocial'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster'),
  ApproveTransaction: () => import('./ApproveTransaction'),
  SIWXSignMessage: () => import('./SIWXSignMessage'),
  WalletSend: () => import('./WalletSend'),
  WalletSendPreview: () => import('./WalletSendPreview'),
  Swap: () => import('./Swap'),
  OnRampProviders: () => import('./OnRampProviders'),
  WalletReceive: () => import('./WalletReceive'),
  RegisterAccountName: () => import('./RegisterAccountName'),
  RegisterAccountNameSuccess: () => import('./RegisterAccountNameSuccess'),
}
