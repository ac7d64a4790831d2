/**
 * Which of a wallet's addresses pays and which holds ordinals, when the wallet does not say (Leather's `type`,
 * Wallet Standard accounts, Unisat's single address): taproot (`bc1p…`) is the ordinals address beside a
 * non-taproot one, as Xverse and Leather lay out their accounts; a wallet with one kind of address pays with it.
 */
import { decodeBase58check, decodeSegwit } from '../codec/address'
import type { AddressPurpose, WalletAddress } from './types'

export interface ReportedAddress {
  address: string
  publicKey?: string
  purpose?: string
  account?: unknown
}

/**
 * A legacy pay-to-pubkey-hash address (`1…`, `m…`, `n…`): wallets sign messages for it with legacy ECDSA (BIP-137),
 * not BIP-322.
 */
export const isLegacyP2pkh = (address: string) => {
  const payload = decodeBase58check(address)
  return payload?.length === 21 && (payload[0] === 0x00 || payload[0] === 0x6f)
}

const isTaproot = (address: string) => decodeSegwit(address)?.version === 1

export function withPurposes(reported: readonly ReportedAddress[]): WalletAddress[] {
  // Xverse also reports a Stacks address (purpose 'stacks'); anything else foreign fails the network's address check later.
  const btc = reported.filter((a) => typeof a.address === 'string' && a.purpose !== 'stacks')
  const anyPlain = btc.some((a) => !isTaproot(a.address))
  return btc.map((a) => {
    const stated = a.purpose === 'payment' || a.purpose === 'ordinals' ? (a.purpose as AddressPurpose) : undefined
    const purpose: AddressPurpose = stated ?? (isTaproot(a.address) && anyPlain ? 'ordinals' : 'payment')
    return { address: a.address, purpose, ...(a.publicKey ? { publicKey: a.publicKey } : {}), ...(a.account ? { account: a.account } : {}) }
  })
}
