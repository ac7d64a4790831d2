/** What the server tells the frame page about its project, in `<meta name="latch-frame">` (no inline script). */
import type { ChainInfo } from './rows'

export interface FrameMeta {
  projectId: string | null
  allowedOrigins: string[]
  /** `smartAccounts`: the server has a bundler for the chain; `sponsor`: its default paymaster, sponsoring every operation. */
  chains: (ChainInfo & { smartAccounts?: boolean })[]
  defaultChainId: number | undefined
  socials: string[]
  enableLogger: boolean
}

export function readMeta<T = FrameMeta>(doc: Document = document): T {
  const content = doc.querySelector('meta[name="latch-frame"]')?.getAttribute('content')
  if (!content) throw new Error('The page has no latch-frame data')
  return JSON.parse(content) as T
}
