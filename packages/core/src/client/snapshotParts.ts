/**
 * How the snapshot bindings read is put together from the pieces of state, as plain functions: client/snapshot runs
 * them over the store's atoms, and client/startSnapshot over the start state, before the client has loaded.
 */
import { orderConnectMethods, orderConnectors } from '../connectors/order'
import { embeddedWalletAvailable } from '../embeddedWallet/availability'
import type { ResolvedOptions } from '../options/defaults'
import { currentFeatures, originRefused, type ProjectConfigState } from '../projectConfig/projectConfig'
import type { Connector } from '../types/chain'
import type { LatchSnapshot } from '../types/client'
import { walletConnectAvailable } from '../walletConnect/availability'
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletConnect/constants'

/** The features in force, what the snapshot shows of them, and whether e-mail / social login is on offer. */
export function featureView(options: ResolvedOptions, config: ProjectConfigState) {
  const f = currentFeatures(options.features, config)
  return {
    features: f,
    public: { email: f.email, swaps: f.swaps, onramp: f.onramp, send: f.send, receive: f.receive, history: f.history, analytics: f.analytics, branding: f.branding },
    socials: f.socials === false ? [] : f.socials,
    // A page whose origin the project refuses gets no embedded wallet (spec §5).
    embeddedAvailable: embeddedWalletAvailable({ options }) && !originRefused(config),
  }
}

/** The WalletConnect connector, listed whenever WalletConnect can be offered, before any code for it loads. */
export function walletConnectConnectors(options: ResolvedOptions): Connector[] {
  const namespace = walletConnectAvailable({ options }) ? options.adapters.find((a) => a.remote)?.namespace : undefined
  return namespace ? [{ id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace }] : []
}

/** Every connector in display order (spec §2): WalletConnect's and those the adapters reported. */
export function orderedConnectors(options: ResolvedOptions, reported: readonly Connector[], recentIds: readonly string[], mobile: boolean): Connector[] {
  return orderConnectors({
    connectors: [...walletConnectConnectors(options), ...reported],
    recentIds,
    featuredIds: options.featuredWalletIds,
    typeOrder: options.features.connectorTypeOrder,
    mobile,
  })
}

/** The pieces of state, as their atoms hold them, that the snapshot shows as they are. */
export type SnapshotPieces = Omit<LatchSnapshot, 'state' | 'modal' | 'connectMethodsOrder' | 'features' | 'enableNetworkSwitch' | 'embeddedWallet'> & {
  modal: { open: boolean; shake: boolean; loading: boolean }
  canClose: boolean
  initialized: boolean
  embeddedWallet: Omit<LatchSnapshot['embeddedWallet'], 'available' | 'emailLogin' | 'socialProviders'>
}

/** The snapshot of `pieces`, with the features `current` (featureView) puts in force. */
export function assembleSnapshot(options: ResolvedOptions, current: ReturnType<typeof featureView>, pieces: SnapshotPieces): LatchSnapshot {
  const { modal, canClose, initialized, embeddedWallet, ...rest } = pieces
  const { activeNamespace, namespaces } = pieces
  const embeddedAvailable = current.embeddedAvailable && (current.features.email || current.socials.length > 0)
  return {
    ...rest,
    state: {
      open: modal.open,
      loading: modal.loading,
      initialized,
      activeChain: activeNamespace,
      selectedNetworkId: activeNamespace ? namespaces[activeNamespace]?.network.caipNetwork?.caipNetworkId : undefined,
    },
    modal: { open: modal.open, shake: modal.shake, canClose },
    connectMethodsOrder: orderConnectMethods({
      configured: options.features.connectMethodsOrder,
      connectors: pieces.connectors,
      email: current.features.email && embeddedAvailable,
      social: embeddedAvailable && current.socials.length > 0,
    }),
    features: current.public,
    enableNetworkSwitch: options.enableNetworkSwitch,
    embeddedWallet: {
      ...embeddedWallet,
      available: embeddedAvailable,
      emailLogin: embeddedAvailable && current.features.email,
      socialProviders: embeddedAvailable ? current.socials : [],
    },
  }
}
