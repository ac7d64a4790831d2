import { FRAME_PROTOCOL_VERSION } from './constants'

export interface FrameUrlParameters {
  /** Where the frame is served, e.g. `https://secure.example.com/frame` or the local stack's frame server. */
  url: string
  projectId: string
  chainId?: string | number
  version?: string
  enableLogger?: boolean
}

/** The frame's address with the query parameters of spec §7: projectId, chainId, version, enableLogger. */
export function frameUrl({ url, projectId, chainId, version = FRAME_PROTOCOL_VERSION, enableLogger = false }: FrameUrlParameters): string {
  const u = new URL(url)
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new TypeError(`The embedded-wallet frame must be served over http(s): ${url}`)
  u.searchParams.set('projectId', projectId)
  if (chainId !== undefined) u.searchParams.set('chainId', String(chainId))
  u.searchParams.set('version', version)
  u.searchParams.set('enableLogger', String(enableLogger))
  return u.toString()
}
