/**
 * Connecting a MULTI_CHAIN wallet: each of its namespaces in turn (wallets prompt one at a time), the first one
 * active. One namespace failing does not undo the others; the user refusing in the wallet is not asked again for
 * the rest. Only when none connected is it an error, the first one's.
 */
import { getNamespaceState, setActiveNamespace } from '../chains/namespaceState'
import { allConnectors } from '../connectors/connectors'
import { groupMultiChain } from '../connectors/multiChain'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'

type ConnectOne = (ctx: LatchContext, connectorId: string, namespace: ChainNamespace) => Promise<void>

/** False when no wallet is listed under `connectorId` (the caller says so, with its typed error). */
export async function connectMultiChain(ctx: LatchContext, connectorId: string, connectOne: ConnectOne): Promise<boolean> {
  const children = groupMultiChain(allConnectors(ctx)).find((c) => c.id === connectorId)?.connectors
  if (!children) return false
  const errors: unknown[] = []
  for (const child of children) {
    const error = await connectOne(ctx, child.id, child.chain).then(() => undefined, (e: unknown) => e ?? new Error('connect failed'))
    if (!error) continue
    errors.push(error)
    // By code, not class: this chunk then shares no module with the first bundle but the ones it must.
    if ((error as { code?: unknown }).code === 'USER_REJECTED') break
  }
  const first = children.find((c) => getNamespaceState(ctx, c.chain)?.account.status === 'connected')
  if (!first) throw errors[0]
  setActiveNamespace(ctx, first.chain)
  return true
}
