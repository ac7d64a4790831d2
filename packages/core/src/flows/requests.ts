/** Wallet requests on the active (or given) namespace: sign and send, tracked, balance refreshed. */
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { CaipNetworkOrAddressUndefinedError } from '../errors/adapter'
import { toErrorInfo } from '../errors/base'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import type { LatchEventName } from '../types/options'
import { adapterFor } from './adapterFor'
import { fetchBalance } from './balance'

function connectedTarget(ctx: LatchContext, namespace?: ChainNamespace) {
  const ns = namespace ?? activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  if (!ns || !address || !network) throw new CaipNetworkOrAddressUndefinedError()
  return { ns, address, caipNetworkId: network.caipNetworkId, adapter: adapterFor(ctx, ns) }
}

async function tracked<T>(ctx: LatchContext, names: [LatchEventName, LatchEventName], run: () => Promise<T>): Promise<T> {
  try {
    const result = await run()
    ctx.track(names[0])
    return result
  } catch (error) {
    ctx.track(names[1], { message: toErrorInfo(error).shortMessage })
    throw error
  }
}

export function signMessage(ctx: LatchContext, message: string, namespace?: ChainNamespace): Promise<string> {
  const { adapter, address } = connectedTarget(ctx, namespace)
  return tracked(ctx, ['SIGN_MESSAGE_SUCCESS', 'SIGN_MESSAGE_ERROR'], () => adapter.signMessage({ message, address }))
}

export function signTypedData(ctx: LatchContext, data: unknown, namespace?: ChainNamespace): Promise<string> {
  const { adapter, address, ns } = connectedTarget(ctx, namespace)
  if (!adapter.signTypedData) return Promise.reject(new Error(`Typed-data signing is not available on ${ns}`))
  const sign = adapter.signTypedData.bind(adapter)
  return tracked(ctx, ['SIGN_MESSAGE_SUCCESS', 'SIGN_MESSAGE_ERROR'], () => sign({ address, data }))
}

/** After a successful send the balance is refreshed (spec §4 "After an RPC request"). */
export async function sendTransaction(
  ctx: LatchContext,
  tx: { to: string; value?: bigint; data?: string },
  namespace?: ChainNamespace,
): Promise<string> {
  const { adapter, address, caipNetworkId, ns } = connectedTarget(ctx, namespace)
  const hash = await tracked(ctx, ['SEND_TRANSACTION_SUCCESS', 'SEND_TRANSACTION_ERROR'], () =>
    adapter.sendTransaction({ ...tx, address, caipNetworkId }),
  )
  void fetchBalance(ctx, ns)
  return hash
}
