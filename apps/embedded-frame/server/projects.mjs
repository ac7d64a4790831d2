// Projects: who may embed the frame. A project lists its sites' origins; spec §5's default ancestors
// (localhost, *.vercel.app, *.pages.dev, ngrok, …) are places where anyone can host a page, so they apply only
// to a project marked `development` (review finding H4).
import { isAllowedOrigin, isOriginPattern } from '@latch/frame-bridge'
import { DEFAULT_ALLOWED_ORIGINS } from '@latch/frame-bridge/constants'

/**
 * `features`: what the project turns on or off in the modal (spec §7's remote features, served by
 * ./projectConfig.mjs); a feature left out stays as each dapp sets it, on by default.
 * @typedef {{ email?: boolean, socials?: string[] | false, swaps?: boolean | string[], onramp?: boolean | string[], activity?: boolean, reownBranding?: boolean }} ProjectFeatures
 * @typedef {{ allowedOrigins?: string[], development?: boolean, features?: ProjectFeatures }} ProjectConfig
 */

const FLAGS = ['email', 'activity', 'reownBranding']
const LISTS = ['socials', 'swaps', 'onramp']

/** @param {unknown} features @returns {string | undefined} what is wrong, if anything */
function featuresProblem(features) {
  if (features === undefined) return undefined
  if (!features || typeof features !== 'object' || Array.isArray(features)) return '"features" must be an object'
  for (const [key, value] of Object.entries(features)) {
    if (FLAGS.includes(key) && typeof value !== 'boolean') return `features.${key} must be true or false`
    if (LISTS.includes(key) && !(typeof value === 'boolean' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))))
      return `features.${key} must be true, false or a list of names`
    if (!FLAGS.includes(key) && !LISTS.includes(key)) return `features.${key} is not a feature (${[...FLAGS, ...LISTS].join(', ')})`
  }
  return undefined
}

/** A project id as it travels in the frame URL and the `x-latch-project` header. */
const PROJECT_ID = /^[A-Za-z0-9._-]{1,128}$/

/**
 * Throws a message naming the project and what to change.
 * @param {Record<string, ProjectConfig>} projects
 */
export function checkProjects(projects) {
  for (const [id, project] of Object.entries(projects)) {
    if (!PROJECT_ID.test(id)) throw new TypeError(`Project id "${id}" may hold only letters, digits, '.', '_' and '-' (at most 128)`)
    const bad = (project.allowedOrigins ?? []).find((p) => !isOriginPattern(p))
    if (bad) throw new TypeError(`Project ${id}: "${bad}" is not an origin pattern (https://app.example.com, https://*.example.com, http://localhost:*)`)
    const problem = featuresProblem(project.features)
    if (problem) throw new TypeError(`Project ${id}: ${problem}`)
    if (!project.allowedOrigins?.length && project.development !== true)
      throw new TypeError(
        `Project ${id} lists no allowedOrigins: list the origins of the sites that embed the wallet, or set "development": true to accept spec §5's development defaults (localhost, *.vercel.app, *.pages.dev, …), where anyone can host a page`,
      )
  }
}

/**
 * The project's allowed origins; none for an unknown project.
 * @param {Record<string, ProjectConfig>} projects
 * @param {string | null | undefined} projectId
 * @returns {string[]}
 */
export function allowedOriginsOf(projects, projectId) {
  const project = projectId && Object.hasOwn(projects, projectId) ? projects[projectId] : undefined
  if (!project) return []
  if (project.allowedOrigins?.length) return project.allowedOrigins
  return project.development === true ? [...DEFAULT_ALLOWED_ORIGINS] : []
}

/**
 * Whether `origin` is exactly an origin (no path) that the project allows.
 * @param {Record<string, ProjectConfig>} projects
 * @param {string} projectId
 * @param {string} origin
 */
export function isProjectOrigin(projects, projectId, origin) {
  try {
    if (new URL(origin).origin !== origin) return false
  } catch {
    return false
  }
  return isAllowedOrigin(origin, allowedOriginsOf(projects, projectId))
}

/**
 * @param {Record<string, ProjectConfig>} projects
 * @param {unknown} projectId
 * @returns {projectId is string}
 */
export const isProject = (projects, projectId) => typeof projectId === 'string' && Object.hasOwn(projects, projectId)
