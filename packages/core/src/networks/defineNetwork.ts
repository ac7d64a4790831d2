import { InvalidOptionsError } from '../errors/config'
import type { CaipNetwork } from '../types/chain'
import { networkIssues } from '../validation/network'

/**
 * Declares a network. Checks its shape now (a typo in a chain id fails at start-up with the path of
 * the bad field, not later inside a wallet call) and returns it unchanged.
 */
export function defineNetwork<const N extends CaipNetwork>(network: N): N {
  const issues = networkIssues(network, `network(${String(network?.name ?? '?')})`)
  if (issues.length > 0) throw new InvalidOptionsError({ issues })
  return network
}
