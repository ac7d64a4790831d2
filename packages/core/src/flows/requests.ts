/** Wallet requests on the active (or given) namespace: sign and send, tracked, balance refreshed. */
import { CapabilityNotSupportedError } from '../errors/adapterKit'
import { toErrorInfo } from '../errors/base'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import type { LatchEventName } from '../types/options'
import { activeAccount } from './activeAccount'
import { fetchBalance } from './balance'

function connectedTarget(ctx: LatchContext, namespace?: ChainNamespace) {
  const a = activeAccount(ctx, namespace)
  return { ...a, caipNetworkId: a.network.caipNetworkId }
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

export function signMessage(ctx: LatchContext, message: string | Uint8Array, namespace?: ChainNamespace): Promise<string> {
  const { adapter, address, caipNetworkId } = connectedTarget(ctx, namespace)
  return tracked(ctx, ['SIGN_MESSAGE_SUCCESS', 'SIGN_MESSAGE_ERROR'], () => adapter.signMessage({ message, address, caipNetworkId }))
}

export function signTypedData(ctx: LatchContext, data: unknown, namespace?: ChainNamespace): Promise<string> {
  const { adapter, address, ns, caipNetworkId } = connectedTarget(ctx, namespace)
  const sign = adapter.transactions?.signTypedData?.bind(adapter.transactions)
  if (!sign) return Promise.reject(new CapabilityNotSupportedError({ namespace: ns, capability: 'Typed-data signing' }))
  return tracked(ctx, ['SIGN_MESSAGE_SUCCESS', 'SIGN_MESSAGE_ERROR'], () => sign({ address, data, caipNetworkId }))
}

/** After a successful send the balance is refreshed (spec §4 "After an RPC request"). */
/** `transaction` is the namespace's own payload (eip155: `{ to, value?, data? }`); the adapter checks it. */
export function sendTransaction(ctx: LatchContext, transaction: unknown, namespace?: ChainNamespace): Promise<string> {
  const { adapter, address, caipNetworkId, ns } = connectedTarget(ctx, namespace)
  const transactions = adapter.transactions
  if (!transactions) return Promise.reject(new CapabilityNotSupportedError({ namespace: ns, capability: 'Sending transactions' }))
  return submitTracked(ctx, ns, () => transactions.send({ transaction, address, caipNetworkId }))
}

/** Anything sent to the wallet: tracked, and the balance refreshed after success (spec §4 "After an RPC request"). */
export async function submitTracked(ctx: LatchContext, namespace: ChainNamespace, submit: () => Promise<string>): Promise<string> {
  const hash = await tracked(ctx, ['SEND_TRANSACTION_SUCCESS', 'SEND_TRANSACTION_ERROR'], submit)
  void fetchBalance(ctx, namespace)
  return hash
}
