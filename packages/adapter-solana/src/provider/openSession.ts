/** Builds a session's provider and RPC access over a connected signer (loaded on connect, with web3.js). */
import { type CaipNetwork, type CaipNetworkId, ProviderNotConnectedError } from '@latch/core'
import type { Commitment } from '../codec/commitment'
import type { ConnectionOf } from '../rpc/connections'
import type { Session } from '../session'
import type { SolanaSigner } from '../types'
import { createProvider, type ProviderContext } from './createProvider'

export interface SessionSettings {
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  commitment: Commitment
  /** The adapter's Connection for a network (one per network per adapter). */
  connection: ConnectionOf
}

export function openSession(signer: SolanaSigner, connectorId: string, caipNetworkId: CaipNetworkId, settings: SessionSettings): Session {
  const providerContext: ProviderContext = {
    signer,
    address() {
      const address = signer.accounts()[0]
      if (!address) throw new ProviderNotConnectedError({ namespace: 'solana' })
      return address
    },
    caipNetworkId: () => session.caipNetworkId,
    connection: () => settings.connection(settings.network(session.caipNetworkId)),
    preflightCommitment: settings.commitment,
  }
  const session: Session = { connectorId, signer, provider: createProvider(providerContext), providerContext, caipNetworkId }
  return session
}
