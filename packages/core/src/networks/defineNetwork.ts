import * as v from 'valibot'
import { InvalidOptionsError } from '../errors/config'
import type { CaipNetwork } from '../types/chain'
import { toOptionsIssues } from '../validation/issues'
import { caipNetworkSchema } from '../validation/network'

/**
 * Declares a network. Checks its shape now (a typo in a chain id fails at start-up with the path of
 * the bad field, not later inside a wallet call) and returns it unchanged.
 */
export function defineNetwork<const N extends CaipNetwork>(network: N): N {
  const result = v.safeParse(caipNetworkSchema, network)
  if (!result.success) throw new InvalidOptionsError({ issues: toOptionsIssues(result.issues, `network(${String(network?.name ?? '?')})`) })
  return network
}
