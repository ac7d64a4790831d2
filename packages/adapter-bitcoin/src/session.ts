/** The active connection: which wallet, the addresses it shares, the dapp's network. */
import type { Account, AdapterConnection, CaipNetworkId } from '@latch/core'
import type { BitcoinWallet, WalletAddress } from './wallet/types'

export interface Session {
  connectorId: string
  wallet: BitcoinWallet
  /** Every address the wallet shared, with its purpose, whatever network it is on. */
  addresses: WalletAddress[]
  caipNetworkId: CaipNetworkId
  unsubscribe(): void
}

export interface NetworkAddresses {
  payment: WalletAddress
  ordinals?: WalletAddress
}

/** The payment and ordinals addresses valid on the network, or undefined when the wallet shared no payment one there. */
export function addressesOn(addresses: readonly WalletAddress[], valid: (address: string) => boolean): NetworkAddresses | undefined {
  const here = addresses.filter((a) => valid(a.address))
  const payment = here.find((a) => a.purpose === 'payment')
  if (!payment) return undefined
  const ordinals = here.find((a) => a.purpose === 'ordinals' && a.address !== payment.address)
  return { payment, ...(ordinals ? { ordinals } : {}) }
}

/**
 * Core's accounts: the payment address first (type `payment`, spec §3), then the ordinals address. Core's
 * AccountType has no ordinals kind, so it goes as `eoa`; `BitcoinAdapter.getAddresses()` tells the two apart.
 */
export function describeAccounts(found: NetworkAddresses | undefined): Account[] {
  if (!found) return []
  return [{ address: found.payment.address, type: 'payment' }, ...(found.ordinals ? [{ address: found.ordinals.address, type: 'ordinal' as const }] : [])]
}

export function describeSession(session: Session, found: NetworkAddresses): AdapterConnection {
  const accounts = describeAccounts(found)
  return { address: found.payment.address, accounts, caipNetworkId: session.caipNetworkId, connectorId: session.connectorId }
}
