/** Shapes of networks and namespaces (spec §3 "Network"). */
import { CHAIN_NAMESPACES, isChainNamespace, parseCaipNetworkId } from '../utils/caip'
import { type Issue, isRecord, isUrl, issueList, joinPath } from './issues'

const CAIP_2 = 'A CAIP-2 id is namespace:reference with a known namespace'

export const isCaipNetworkId = (value: unknown): value is `${string}:${string}` => typeof value === 'string' && parseCaipNetworkId(value) !== undefined

function urlListIssues(urls: unknown[], key: string, add: (key: string, message: string) => void): void {
  for (const [i, url] of urls.entries()) if (!isUrl(url)) add(`${key}.${i}`, 'Must be a URL')
}

/** Every problem with `value` as a network, with paths under `path`; empty when it is well-formed. */
export function networkIssues(value: unknown, path = ''): Issue[] {
  if (!isRecord(value)) return [{ path, message: 'A network must be an object' }]
  const { issues, add } = issueList(path)
  const n = value
  if (!(typeof n.id === 'number' || (typeof n.id === 'string' && n.id !== ''))) add('id', 'A network id is a number or a non-empty string')
  if (typeof n.name !== 'string' || n.name === '') add('name', 'A network needs a name')
  if (!isCaipNetworkId(n.caipNetworkId)) add('caipNetworkId', CAIP_2)
  if (n.deprecatedCaipNetworkId !== undefined && !isCaipNetworkId(n.deprecatedCaipNetworkId)) add('deprecatedCaipNetworkId', CAIP_2)
  if (!isChainNamespace(n.chainNamespace)) add('chainNamespace', `Must be one of ${CHAIN_NAMESPACES.join(', ')}`)
  else if (isCaipNetworkId(n.caipNetworkId) && !n.caipNetworkId.startsWith(`${n.chainNamespace}:`)) add('caipNetworkId', 'caipNetworkId must start with the chainNamespace')

  const currency = n.nativeCurrency
  if (!isRecord(currency)) add('nativeCurrency', 'A network needs its native currency')
  else {
    if (typeof currency.name !== 'string') add('nativeCurrency.name', 'Must be a string')
    if (typeof currency.symbol !== 'string' || currency.symbol === '') add('nativeCurrency.symbol', 'Must be a non-empty string')
    const d = currency.decimals
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 0 || d > 255) add('nativeCurrency.decimals', 'Must be an integer from 0 to 255')
  }

  const rpc = isRecord(n.rpcUrls) ? n.rpcUrls.default : undefined
  if (!isRecord(rpc)) add('rpcUrls.default', 'A network needs default RPC URLs')
  else {
    if (!Array.isArray(rpc.http)) add('rpcUrls.default.http', 'Must be a list of URLs')
    else urlListIssues(rpc.http, 'rpcUrls.default.http', add)
    if (rpc.webSocket !== undefined) {
      if (!Array.isArray(rpc.webSocket)) add('rpcUrls.default.webSocket', 'Must be a list of URLs')
      else urlListIssues(rpc.webSocket, 'rpcUrls.default.webSocket', add)
    }
  }

  if (n.blockExplorers !== undefined) {
    const explorer = isRecord(n.blockExplorers) ? n.blockExplorers.default : undefined
    if (!isRecord(explorer) || typeof explorer.name !== 'string') add('blockExplorers.default', 'A block explorer needs a name and a URL')
    else if (!isUrl(explorer.url)) add('blockExplorers.default.url', 'Must be a URL')
  }
  if (n.testnet !== undefined && typeof n.testnet !== 'boolean') add('testnet', 'Must be true or false')
  if (n.assets !== undefined) {
    if (!isRecord(n.assets)) add('assets', 'Must be an object')
    else for (const key of ['imageId', 'imageUrl']) if (n.assets[key] !== undefined && typeof n.assets[key] !== 'string') add(joinPath('assets', key), 'Must be a string')
  }
  return issues
}
