/**
 * Turns the frame's user into the eip155 adapter's connection: a remote-wallet transport whose
 * requests pass the RPC policy, and whose chain switches go to the frame's SWITCH_NETWORK.
 */
import type { FrameClient, FrameRequestOutput } from '@latch/frame-bridge'
import type { RemoteWalletTransport } from '../adapters/contract'
import { AdapterForNamespaceNotFoundError } from '../errors/adapter'
import { applyConnection } from '../flows/applyConnection'
import type { LatchContext } from '../state/context'
import type { CaipNetworkId } from '../types/chain'
import { AUTH_CONNECTOR_ID, EMBEDDED_WALLET_NAMESPACE } from './constants'
import { fromFrameError } from './frame'
import { embeddedRpc } from './rpc'

type User = FrameRequestOutput<'GET_USER'>
type Listener = Parameters<RemoteWalletTransport['onEvent']>[0]

const caipOf = (chainId: string | number): CaipNetworkId => `${EMBEDDED_WALLET_NAMESPACE}:${chainId}` as CaipNetworkId

/** `wallet_switchEthereumChain` / `wallet_addEthereumChain` params → the chain id the frame expects. */
function requestedChain(params: unknown): string | undefined {
  const hex = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
  return typeof hex === 'string' && /^0x[0-9a-f]+$/i.test(hex) ? String(Number.parseInt(hex, 16)) : undefined
}

export async function connectUser(ctx: LatchContext, client: FrameClient, user: User): Promise<void> {
  const adapter = ctx.adapters.get(EMBEDDED_WALLET_NAMESPACE)
  if (!adapter?.useRemoteWallet) throw new AdapterForNamespaceNotFoundError({ namespace: EMBEDDED_WALLET_NAMESPACE })
  const listeners = new Set<Listener>()
  let caipNetworkId = caipOf(user.chainId)
  const emit = (name: string, data: unknown) => {
    for (const l of listeners) l({ name, data, caipNetworkId })
  }
  const addresses = [user.address, ...(user.accounts ?? []).map((a) => a.address).filter((a) => a !== user.address)]
  const transport: RemoteWalletTransport = {
    connectorId: AUTH_CONNECTOR_ID,
    accounts: addresses,
    caipNetworkId,
    async request({ method, params, caipNetworkId: on }) {
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
        const chainId = requestedChain(params)
        if (!chainId) throw new TypeError(`${method} needs a hex chainId`)
        try {
          const switched = await client.request('SWITCH_NETWORK', { chainId })
          caipNetworkId = caipOf(switched.chainId)
        } catch (error) {
          throw fromFrameError(error)
        }
        emit('chainChanged', chainId)
        return null
      }
      return embeddedRpc(ctx, client, { method, params, caipNetworkId: on })
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const connection = await adapter.useRemoteWallet(transport)
  applyConnection(ctx, EMBEDDED_WALLET_NAMESPACE, connection)
}
