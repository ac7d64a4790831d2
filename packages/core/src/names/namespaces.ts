import type { ChainNamespace } from '../types/chain'
import type { NamesOptions } from './types'

/** ENS's: the default name service names EVM addresses. */
const DEFAULT_NAMESPACES: readonly ChainNamespace[] = ['eip155']

/** Whether the host's name service names accounts of `namespace` (so the Account view offers it, and asks it). */
export function namesServe(options: NamesOptions | undefined, namespace: ChainNamespace | undefined): boolean {
  return options !== undefined && namespace !== undefined && (options.namespaces ?? DEFAULT_NAMESPACES).includes(namespace)
}
