/** A minimal dapp page: Wallet Standard discovery, exposed for the test (the WBIP004 side needs no library). */
import { getWallets } from '@wallet-standard/app'

Object.assign(window, { __app: { wallets: getWallets() } })
