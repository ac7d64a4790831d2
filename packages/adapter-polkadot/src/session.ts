/** The active connection: which extension, its authorised `Injected`, the accounts, the dapp's network. */
import type { Account, AdapterConnection, CaipNetworkId } from '@latch/core'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'
import { decodeSs58 } from './codec/ss58'
import { reencodeSs58 } from './codec/ss58Encode'

export interface Session {
  connectorId: string
  injected: Injected
  /** The extension's accounts as it reported them (generic prefix, usually), EVM ones left out. */
  accounts: InjectedAccount[]
  caipNetworkId: CaipNetworkId
  /** Ends the `accounts.subscribe` subscription. */
  unsubscribe(): void
}

/**
 * Substrate accounts only: extensions can also hold EVM (`type: 'ethereum'`, 0x…) accounts, which cannot sign
 * for an SS58 account; an extension without a type gives SS58 addresses, which are checked instead.
 */
export function substrateAccounts(accounts: readonly InjectedAccount[]): InjectedAccount[] {
  return accounts.filter((a) => a.type !== 'ethereum' && decodeSs58(a.address) !== undefined)
}

/** An account under the network's prefix; as reported when the network has none. */
export function addressOn(address: string, prefix: number | undefined): string {
  return prefix === undefined ? address : (reencodeSs58(address, prefix) ?? address)
}

export function describeAccounts(accounts: readonly InjectedAccount[], prefix: number | undefined): Account[] {
  return accounts.map((a) => ({ address: addressOn(a.address, prefix), type: 'eoa' as const }))
}

/** What core is told about a session on its network. */
export function describeSession(session: Session, prefix: number | undefined): AdapterConnection {
  const accounts = describeAccounts(session.accounts, prefix)
  return { address: accounts[0]?.address ?? '', accounts, caipNetworkId: session.caipNetworkId, connectorId: session.connectorId }
}
