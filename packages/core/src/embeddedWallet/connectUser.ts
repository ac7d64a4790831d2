/**
 * Turns the frame's user into the eip155 adapter's connection: a remote-wallet transport whose
 * requests pass the RPC policy, and whose network switches go to the frame's SWITCH_NETWORK.
 */
import { classifyRpcMethod, type FrameClient, type FrameRequestOutput } from '@latch/frame-bridge'
import type { RemoteWalletTransport } from '../adapters/remote'
import { AdapterForNamespaceNotFoundError } from '../errors/adapter'
import { applyConnection } from '../flows/applyConnection'
import type { LatchContext } from '../state/context'
import type { CaipNetworkId } from '../types/chain'
import { AUTH_CONNECTOR_ID, EMBEDDED_WALLET_NAMESPACE } from './constants'
import { fromFrameError } from './frame'
import { embeddedRpc } from './rpc'
import { awaitsDeployment, readDeployment } from './smartAccountDeployment'

type User = FrameRequestOutput<'GET_USER'>

const caipOf = (chainId: string | number): CaipNetworkId => `${EMBEDDED_WALLET_NAMESPACE}:${chainId}` as CaipNetworkId

export async function connectUser(ctx: LatchContext, client: FrameClient, user: User): Promise<void> {
  const adapter = ctx.adapters.get(EMBEDDED_WALLET_NAMESPACE)
  if (!adapter?.remote) throw new AdapterForNamespaceNotFoundError({ namespace: EMBEDDED_WALLET_NAMESPACE })
  const addresses = [user.address, ...(user.accounts ?? []).map((a) => a.address).filter((a) => a !== user.address)]
  let active = user.address
  const listeners = new Set<Parameters<RemoteWalletTransport['onEvent']>[0]>()
  const transport: RemoteWalletTransport = {
    connectorId: AUTH_CONNECTOR_ID,
    accounts: addresses,
    caipNetworkId: caipOf(user.chainId),
    request: async ({ method, params, caipNetworkId: on }) => {
      const result = await embeddedRpc(ctx, client, { method, params, caipNetworkId: on })
      if (awaitsDeployment(ctx, method)) void readDeployment(ctx, client)
      return result
    },
    // The frame holds the network: the adapter's switch requests come here rather than going to the frame's RPC.
    async switchNetwork(target) {
      const chainId = target.slice(target.indexOf(':') + 1)
      let moved: User
      try {
        await client.request('SWITCH_NETWORK', { chainId })
        // The account in use is per network: a smart account where the network has a bundler, the EOA elsewhere.
        moved = await client.request('GET_USER', { chainId })
      } catch (error) {
        throw fromFrameError(error)
      }
      if (moved.address === active) return
      active = moved.address
      const next = [moved.address, ...(moved.accounts ?? []).map((a) => a.address).filter((a) => a !== moved.address)]
      for (const listener of listeners) listener({ name: 'accountsChanged', data: next, caipNetworkId: target })
    },
    // Only the policy's safe reads may skip the frame (and go to the network's RPC); everything else meets the
    // policy in embeddedRpc, so a method on neither list is refused there (spec §6, §8) instead of answered by a node.
    isChainRead: (method) => classifyRpcMethod(method) === 'safe' && !method.startsWith('wallet_') && method !== 'eth_sendRawTransaction',
    // The frame pushes no wallet events: its account changes only with a network switch (above), its network only
    // through the requests above.
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const connection = await adapter.remote.attach(transport)
  applyConnection(ctx, EMBEDDED_WALLET_NAMESPACE, connection)
}
