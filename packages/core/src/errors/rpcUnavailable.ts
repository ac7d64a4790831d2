import type { ChainNamespace } from '../types/chain'
import { LatchError } from './base'

/** An adapter's read found none of a network's endpoints answering: the transport's failure, with the namespace. */
export class RpcUnavailableError extends LatchError {
  override name = 'RpcUnavailableError'
  readonly namespace: ChainNamespace
  constructor({ namespace, caipNetworkId, urls, cause }: { namespace: ChainNamespace; caipNetworkId: string; urls: readonly string[]; cause?: unknown }) {
    super({ code: 'RPC_UNAVAILABLE', shortMessage: 'Network unreachable', longMessage: `None of the ${urls.length} RPC endpoint(s) of ${caipNetworkId} answered.`, cause })
    this.namespace = namespace
  }
}
