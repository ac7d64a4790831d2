/** The active connection: which wallet, the dapp's chain, and the wallet's key there. */
import type { AdapterConnection, CaipNetworkId } from '@latch/core'
import type { CosmosWallet, KeplrKey } from './wallet/types'

export interface Session {
  connectorId: string
  wallet: CosmosWallet
  caipNetworkId: CaipNetworkId
  key: KeplrKey
  unsubscribe(): void
}

export function describeSession(session: Session): AdapterConnection {
  const address = session.key.bech32Address
  return { address, accounts: [{ address, type: 'eoa' }], caipNetworkId: session.caipNetworkId, connectorId: session.connectorId }
}

/** A CAIP-2 id's chain id: `cosmos:osmosis-1` → `osmosis-1`. */
export const chainIdOf = (caipNetworkId: CaipNetworkId) => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
