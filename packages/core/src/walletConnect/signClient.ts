/**
 * The dapp side of WalletConnect: `@walletconnect/sign-client`, loaded with a dynamic import the first
 * time the WalletConnect path is taken (never in the eager bundle), one client per instance.
 */
import type { LatchContext } from '../state/context'

/** The part of SignClient core uses; the real client satisfies it. */
export interface SignClientLike {
  connect(params: { optionalNamespaces: Record<string, unknown>; pairingTopic?: string }): Promise<{ uri?: string; approval: () => Promise<SessionLike> }>
  request<T = unknown>(params: { topic: string; chainId: string; request: { method: string; params?: unknown } }): Promise<T>
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
  on(event: string, listener: (args: never) => void): unknown
  off?(event: string, listener: (args: never) => void): unknown
  session: { getAll(): SessionLike[] }
}

export interface SessionLike {
  topic: string
  namespaces: Record<string, { accounts: string[]; methods?: string[]; events?: string[] }>
  peer: { metadata: { name: string; icons?: string[]; url?: string; redirect?: { native?: string; universal?: string } } }
}

export type SignClientLoader = (ctx: LatchContext) => Promise<SignClientLike>

/** The production loader: the real SignClient with our options; telemetry is off unless the host opted in. */
export const loadSignClient: SignClientLoader = async (ctx) => {
  const { SignClient } = await import('@walletconnect/sign-client')
  const wc = ctx.options.walletConnect ?? {}
  const metadata = ctx.options.metadata ?? { name: 'Latch dapp', description: '', url: typeof location === 'undefined' ? '' : location.origin, icons: [] }
  const client = await SignClient.init({
    projectId: ctx.options.projectId,
    relayUrl: wc.relayUrl,
    customStoragePrefix: wc.storagePrefix ?? 'latch',
    telemetryEnabled: ctx.options.features.analytics,
    logger: 'error',
    metadata: { ...metadata, ...(wc.verifyUrl ? { verifyUrl: wc.verifyUrl } : {}) },
  })
  if (wc.verify === false) {
    // No verify host to attest to: skip the iframe and its multi-second wait instead of failing slowly.
    const verify = (client.core as unknown as { verify?: { register?: unknown } }).verify
    if (verify) verify.register = async () => undefined
  }
  return client as unknown as SignClientLike
}
