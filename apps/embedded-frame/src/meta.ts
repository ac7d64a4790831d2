/** What the server tells the frame page about its project, in `<meta name="latch-frame">` (no inline script). */
export interface FrameMeta {
  projectId: string | null
  allowedOrigins: string[]
  chains: { chainId: number; name: string; currency: string }[]
  defaultChainId: number | undefined
  socials: string[]
  enableLogger: boolean
}

export function readMeta<T = FrameMeta>(doc: Document = document): T {
  const content = doc.querySelector('meta[name="latch-frame"]')?.getAttribute('content')
  if (!content) throw new Error('The page has no latch-frame data')
  return JSON.parse(content) as T
}
