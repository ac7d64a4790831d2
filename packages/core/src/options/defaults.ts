/**
 * The host's options with every default filled in (spec §9), and nothing checked: what a client starts from. Apart
 * from the checks (resolveOptions), so a production page can paint the buttons before the checking code loads.
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { LatchError } from '../errors/base'
import { ProjectIdNotConfiguredError } from '../errors/projectIdAlert'
import type { CaipNetwork } from '../types/chain'
import type { LatchOptions, ResolvedFeatures } from '../types/options'
import { SOCIAL_PROVIDERS } from './socialProviders'
import { withRemoteFeatures } from './withRemoteFeatures'

export interface ResolvedOptions extends LatchOptions {
  adapters: readonly ChainAdapter[]
  networks: readonly [CaipNetwork, ...CaipNetwork[]]
  defaultNetwork: CaipNetwork
  /** The host's features (`features`, then `remoteFeatures`); a fetched project config applies over them. */
  features: ResolvedFeatures
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  manualWCControl: boolean
  enableReconnect: boolean
  enableEmbedded: boolean
  /** Start-up alerts (spec §8), e.g. 'Project ID Not Configured'. */
  alerts: readonly LatchError[]
}

export const DEFAULT_CONNECTOR_TYPE_ORDER = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/** The host's endpoints replace the network's own: a host that names its node wants no request to go elsewhere. */
function withCustomRpcUrls(networks: LatchOptions['networks'], custom: LatchOptions['customRpcUrls']): LatchOptions['networks'] {
  return networks.map((n) => {
    const http = custom?.[n.caipNetworkId]?.map((e) => e.url)
    return http?.length ? { ...n, rpcUrls: { ...n.rpcUrls, default: { ...n.rpcUrls.default, http } } } : n
  }) as unknown as LatchOptions['networks']
}

/** Defaults over `options`, assumed sound (resolveOptions checks them first where it must). */
export function applyOptionDefaults(options: LatchOptions): ResolvedOptions {
  const networks = withCustomRpcUrls(options.networks, options.customRpcUrls)
  const adapters = options.adapters ?? []
  const defaultNetwork = (options.defaultNetwork && networks.find((n) => n.caipNetworkId === options.defaultNetwork?.caipNetworkId)) || networks[0]
  const f = options.features ?? {}
  const alerts: LatchError[] = []
  if (!options.projectId) alerts.push(new ProjectIdNotConfiguredError())

  return {
    ...options,
    adapters,
    networks,
    defaultNetwork: defaultNetwork as CaipNetwork,
    features: withRemoteFeatures(
      {
        email: f.email ?? true,
        swaps: f.swaps ?? true,
        onramp: f.onramp ?? true,
        send: f.send ?? true,
        receive: f.receive ?? true,
        history: f.history ?? true,
        // Privacy: nothing is tracked unless the host opts in (unlike the original product).
        analytics: f.analytics ?? false,
        branding: f.branding ?? true,
        socials: f.socials ?? [...SOCIAL_PROVIDERS],
        connectMethodsOrder: f.connectMethodsOrder,
        connectorTypeOrder: f.connectorTypeOrder ?? [...DEFAULT_CONNECTOR_TYPE_ORDER],
      },
      options.remoteFeatures,
    ),
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    manualWCControl: options.manualWCControl ?? false,
    enableReconnect: options.enableReconnect ?? true,
    enableEmbedded: options.enableEmbedded ?? false,
    alerts,
  }
}
