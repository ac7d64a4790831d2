/** The active connection: which wallet, through what, on which network. Types and pure helpers only (they load with ./solanaConnection). */
import type { AdapterConnection, CaipNetworkId } from '@latch/core'
import type { ProviderContext } from './provider/createProvider'
import type { Provider, SolanaSigner } from './types'

export interface Session {
  connectorId: string
  signer: SolanaSigner
  provider: Provider
  providerContext: ProviderContext
  /** The dapp's network for this connection; a switch changes it without asking the wallet. */
  caipNetworkId: CaipNetworkId
}

/** What core is told about a session. */
export function describeSession(session: Session): AdapterConnection {
  const addresses = session.signer.accounts()
  return {
    address: addresses[0] ?? '',
    accounts: addresses.map((address) => ({ address, type: 'eoa' as const })),
    caipNetworkId: session.caipNetworkId,
    connectorId: session.connectorId,
  }
}
