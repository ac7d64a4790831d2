/**
 * The dapp side of WalletConnect: `@walletconnect/sign-client`, loaded with a dynamic import the first
 * time the WalletConnect path is taken (never in the eager bundle), one client per instance.
 */
import type { ResolvedOptions } from '../options/resolveOptions'

/** The part of SignClient core uses; the real client satisfies it. */
export interface SignClientLike {
  connect(params: { optionalNamespaces: Record<string, unknown>; pairingTopic?: string }): Promise<{ uri?: string; approval: () => Promise<SessionLike> }>
  request<T = unknown>(params: { topic: string; chainId: string; request: { method: string; params?: unknown } }): Promise<T>
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
  on(event: string, listener: (args: never) => void): unknown
  off?(event: string, listener: (args: never) => void): unknown
  session: { getAll(): SessionLike[] }
  /** The real client's Core: its relay socket and heartbeat timer are what `destroy()` must stop. */
  core?: { relayer?: { transportClose?(): Promise<void> }; heartbeat?: { stop?(): void } }
}

export interface SessionLike {
  topic: string
  namespaces: Record<string, { accounts: string[]; methods?: string[]; events?: string[] }>
  peer: { metadata: { name: string; icons?: string[]; url?: string; redirect?: { native?: string; universal?: string } } }
}

/** Builds the client from the instance's options (all it reads), so this module needs no instance context. */
export type SignClientLoader = (options: ResolvedOptions) => Promise<SignClientLike>

/**
 * The production loader: the real SignClient on a Core we build first, so that — unless the host
 * opted in to telemetry — the SDK's analytics are switched off before it starts (its "init" event is
 * otherwise posted even with telemetry disabled), and Verify can be skipped for a local relay.
 */
export const loadSignClient: SignClientLoader = async (options) => {
  const { SignClient, Core } = await import('./sdk')
  const wc = options.walletConnect ?? {}
  const metadata = options.metadata ?? { name: 'Latch dapp', description: '', url: typeof location === 'undefined' ? '' : location.origin, icons: [] }
  const telemetry = options.features.analytics
  const core = new Core({
    projectId: options.projectId,
    relayUrl: wc.relayUrl,
    customStoragePrefix: wc.storagePrefix ?? 'latch',
    telemetryEnabled: telemetry,
    logger: 'error',
  })
  const internals = core as unknown as {
    eventClient?: { init?: unknown; sendEvent?: unknown; submit?: unknown }
    verify?: { register?: unknown }
  }
  if (!telemetry && internals.eventClient) {
    internals.eventClient.init = async () => undefined
    internals.eventClient.submit = async () => undefined
    internals.eventClient.sendEvent = async () => ({ ok: false })
  }
  if (wc.verify === false && internals.verify) {
    // No verify host to attest to: skip the iframe and its multi-second wait instead of failing slowly.
    internals.verify.register = async () => undefined
  }
  const client = await SignClient.init({ core, metadata: { ...metadata, ...(wc.verifyUrl ? { verifyUrl: wc.verifyUrl } : {}) } })
  return client as unknown as SignClientLike
}
