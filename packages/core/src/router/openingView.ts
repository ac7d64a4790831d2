/**
 * Which view `open()` without a `view` shows (spec §2 open rules 3 and 4). One rule for two readers: `openModal`,
 * and the UI's closed modal, which renders that view hidden ahead of the click (a connected user's Account view).
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { AccountState, ViewName } from '../types/client'
import type { LatchOptions } from '../types/options'

export interface OpeningViewInput {
  /** The active namespace's account, if any. */
  account: Pick<AccountState, 'address'> | undefined
  options: { readonly manualWCControl?: LatchOptions['manualWCControl']; readonly adapters?: readonly ChainAdapter[] }
  /** A phone: WalletConnect's QR code becomes the wallet list there. */
  mobile: boolean
}

export function openingView({ account, options, mobile }: OpeningViewInput): ViewName {
  if (account?.address) return 'Account'
  if (options.manualWCControl || !options.adapters?.length) return mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
