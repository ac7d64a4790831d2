/**
 * Block-explorer links built from a network's configured explorer. The base may carry a query (Solscan's
 * `?cluster=devnet`): the path goes before it, so the link stays on the right cluster. Only http(s) bases are
 * used — the explorer is dapp configuration, but a link the user clicks must never run a script.
 */
import type { CaipNetwork } from '../types/chain'

export function explorerUrl(network: Pick<CaipNetwork, 'blockExplorers'> | undefined, kind: 'address' | 'tx', value: string): string | undefined {
  const base = network?.blockExplorers?.default.url
  if (!base) return undefined
  let url: URL
  try {
    url = new URL(base)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`
  return url.toString()
}
