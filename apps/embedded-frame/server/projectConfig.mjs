// The public project-config endpoint (spec §7): `GET /project-config?projectId=…` answers what a dapp's modal
// needs to know about its project — the features the project turns on or off and its allowed origins — from the
// same project record the frame page checks its embedders against (./projects.mjs), so the modal and the frame
// never disagree about who may use the project. Anyone may read it (CORS `*`, no credentials): it holds nothing
// secret, and the modal on a refused page must learn why. Requests are counted per client address.
import { addressKey } from './clientAddress.mjs'
import { HttpError } from './httpError.mjs'
import { sendJson } from './http.mjs'
import { allowedOriginsOf, isProject } from './projects.mjs'

export const PROJECT_CONFIG_PATH = '/project-config'

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET',
  'access-control-allow-headers': 'accept',
  'access-control-max-age': '600',
  // Readable from any page (the other answers of this server stay same-origin).
  'cross-origin-resource-policy': 'cross-origin',
}

/**
 * The project's remote config, as the modal reads it (`RemoteProjectConfig` of @latch/core); none for an
 * unknown project.
 * @param {Record<string, import('./projects.mjs').ProjectConfig>} projects
 * @param {string | null | undefined} projectId
 */
export function projectConfigOf(projects, projectId) {
  if (!isProject(projects, projectId)) return undefined
  // `verified`: the owner listed the project's origins. A development project stands on spec §5's defaults
  // (localhost, *.vercel.app …), which anyone can host a page on: its domain is unverified.
  return { projectId, features: projects[projectId]?.features ?? {}, allowedOrigins: allowedOriginsOf(projects, projectId), verified: Boolean(projects[projectId]?.allowedOrigins?.length) }
}

/**
 * @param {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, url: URL,
 *   projects: Record<string, import('./projects.mjs').ProjectConfig>, limiter: import('./rateLimit.mjs').RateLimiter, ip: string }} request
 */
export async function serveProjectConfig({ req, res, url, projects, limiter, ip }) {
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    if (req.method !== 'GET') throw new HttpError(405, 'Method not allowed')
    await limiter.hit('config-ip', addressKey(ip))
    const config = projectConfigOf(projects, url.searchParams.get('projectId'))
    if (!config) throw new HttpError(404, 'Unknown project')
    // The record changes only with a restart; a minute's caching spares the limit on busy pages.
    sendJson(res, 200, config, { ...CORS, 'cache-control': 'public, max-age=60' })
  } catch (error) {
    // Errors carry CORS too, so the page can read the status (the modal then keeps its local options).
    const { status, retryAfter } = /** @type {{ status?: number, retryAfter?: number }} */ (error)
    if (!status) throw error
    sendJson(res, status, { error: /** @type {Error} */ (error).message }, { ...CORS, ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}) })
  }
}
