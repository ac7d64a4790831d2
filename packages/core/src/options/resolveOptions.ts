/**
 * Validates the host app's options (spec §3, §5), then fills in defaults (spec §9, options/defaults). A bad option
 * fails with the path of the bad field; a missing project id is an alert, not an error, because extension wallets
 * work without one.
 */
import { AdapterForNamespaceNotFoundError } from '../errors/adapterForNamespace'
import { InvalidOptionsError, SiweSiwxConflictError } from '../errors/config'
import type { ChainNamespace } from '../types/chain'
import type { LatchOptions } from '../types/options'
import { type Issue, isRecord, isStringArray, issueList, isUrl } from '../validation/issues'
import { networkIssues } from '../validation/network'
import { isThemeMode, themeVariablesIssues } from '../validation/theme'
import { applyOptionDefaults, type ResolvedOptions } from './defaults'
import { remoteFeaturesIssues } from './remoteFeatures'

export type { ResolvedOptions } from './defaults'

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent']

/** Every problem with the host's options (spec §3, §5), with the path of each bad field. */
function optionsIssues(options: LatchOptions): Issue[] {
  const o = options as unknown as Record<string, unknown>
  const { issues, add } = issueList()
  if (!Array.isArray(o.networks) || o.networks.length === 0) add('networks', 'At least one network is required')
  else for (const [i, n] of o.networks.entries()) issues.push(...networkIssues(n, `networks.${i}`))
  if (o.projectId !== undefined && typeof o.projectId !== 'string') add('projectId', 'Must be a string')
  if (o.themeMode !== undefined && !isThemeMode(o.themeMode)) add('themeMode', "Must be 'light' or 'dark'")
  if (o.themeVariables !== undefined) issues.push(...themeVariablesIssues(o.themeVariables, 'themeVariables'))
  if (o.metadata !== undefined) {
    const m = o.metadata
    if (!isRecord(m)) add('metadata', 'Must be an object')
    else {
      for (const key of ['name', 'description', 'url']) if (typeof m[key] !== 'string') add(`metadata.${key}`, 'Must be a string')
      if (!isStringArray(m.icons)) add('metadata.icons', 'Must be a list of URLs')
    }
  }
  for (const key of ['includeWalletIds', 'excludeWalletIds', 'featuredWalletIds']) if (o[key] !== undefined && !isStringArray(o[key])) add(key, 'Must be a list of wallet ids')
  const rpc = o.customRpcUrls
  if (rpc !== undefined && !(isRecord(rpc) && Object.values(rpc).every((l) => Array.isArray(l) && l.every((e) => /^https?:\/\/\S+$/i.test(isRecord(e) ? String(e.url) : ''))))) {
    add('customRpcUrls', 'Must map CAIP-2 ids to lists of { url } with http(s) URLs')
  }
  if (o.logLevel !== undefined && !LOG_LEVELS.includes(o.logLevel as string)) add('logLevel', `Must be one of ${LOG_LEVELS.join(', ')}`)
  if (o.remoteFeatures !== undefined) issues.push(...remoteFeaturesIssues(o.remoteFeatures, 'remoteFeatures'))
  const source = o.projectConfig
  if (source !== undefined && typeof source !== 'function' && !(isRecord(source) && isUrl(source.url) && /^https?:/i.test(String(source.url)))) {
    add('projectConfig', 'Must be { url } with an http(s) URL, or a function')
  }
  return issues
}

export function resolveOptions(options: LatchOptions): ResolvedOptions {
  if (options === null || typeof options !== 'object') throw new InvalidOptionsError({ issues: [{ path: '', message: 'Options must be an object' }] })
  if (options.siwe && options.siwx) throw new SiweSiwxConflictError()

  const issues = optionsIssues(options)
  if (issues.length > 0) throw new InvalidOptionsError({ issues })

  const networks = options.networks
  const ids = networks.map((n) => n.caipNetworkId)
  const dup = ids.find((id, i) => ids.indexOf(id) !== i)
  if (dup) throw new InvalidOptionsError({ issues: [{ path: 'networks', message: `Network ${dup} is listed twice` }] })

  const adapters = options.adapters ?? []
  const seen = new Set<ChainNamespace>()
  for (const adapter of adapters) {
    if (seen.has(adapter.namespace)) {
      throw new InvalidOptionsError({ issues: [{ path: 'adapters', message: `Two adapters for namespace ${adapter.namespace}` }] })
    }
    seen.add(adapter.namespace)
  }
  // An adapter without any of its networks could never connect; a network without an adapter is fine
  // (it is shown, and WalletConnect may serve it later).
  for (const ns of seen) {
    if (!networks.some((n) => n.chainNamespace === ns)) throw new AdapterForNamespaceNotFoundError({ namespace: ns })
  }

  if (options.defaultNetwork && !networks.some((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId)) {
    throw new InvalidOptionsError({ issues: [{ path: 'defaultNetwork', message: `${options.defaultNetwork.caipNetworkId} is not in networks` }] })
  }

  return applyOptionDefaults(options)
}
