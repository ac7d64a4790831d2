// The non-EVM namespaces the backend signs in (EVM stays with the `siwe` package), found by what a message
// names in its first line or by a session's CAIP-2 chain id.
import { accountKindOf } from './caip122.mjs'
import { bitcoinSignIn } from './bitcoinSignIn.mjs'
import { cosmosSignIn } from './cosmosSignIn.mjs'
import { polkadotSignIn } from './polkadotSignIn.mjs'
import { solanaSignIn } from './solanaSignIn.mjs'

const SCHEMES = [polkadotSignIn, solanaSignIn, bitcoinSignIn, cosmosSignIn]

/** @param {string} text */
export const schemeForMessage = (text) => {
  const kind = accountKindOf(text)
  return SCHEMES.find((s) => s.kind === kind)
}

/** @param {string} chainId */
export const schemeForChain = (chainId) => SCHEMES.find((s) => chainId.startsWith(`${s.namespace}:`))
