import { FRAME_SDK_VERSION } from './constants'

export interface FrameUrlParameters {
  /** Where the frame is served, e.g. `https://secure.example.com/frame` or the local stack's frame server. */
  url: string
  projectId: string
  chainId?: string | number
  version?: string
  enableLogger?: boolean
}

/** Hosts that never leave the machine (WHATWG URL gives IPv6 hosts in brackets). */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/**
 * The frame's address with the query parameters of spec §7: projectId, chainId, version (the wallet SDK's, 4 —
 * spec §9; READY announces the protocol's own), enableLogger.
 * The frame holds the user's session and draws the approval screen, so it must come over https; plain
 * http is accepted only from this machine (the local development stack), where no network sits between.
 */
export function frameUrl({ url, projectId, chainId, version = String(FRAME_SDK_VERSION), enableLogger = false }: FrameUrlParameters): string {
  const u = new URL(url)
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && LOOPBACK_HOSTS.includes(u.hostname))) {
    throw new TypeError(`The embedded-wallet frame must be served over https (http only on 127.0.0.1, localhost or [::1]): ${url}`)
  }
  u.searchParams.set('projectId', projectId)
  if (chainId !== undefined) u.searchParams.set('chainId', String(chainId))
  u.searchParams.set('version', version)
  u.searchParams.set('enableLogger', String(enableLogger))
  return u.toString()
}
