import type { ChainAdapter } from '../adapters/chainAdapter'
import { AdapterForNamespaceNotFoundError } from '../errors/adapter'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

export function adapterFor(ctx: LatchContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter) throw new AdapterForNamespaceNotFoundError({ namespace })
  return adapter
}
