/**
 * A scripted stand-in for the relay + the wallet behind a SignClient: tests decide when the wallet
 * approves, what it answers and which events it sends. (The real sign-client is exercised end to end
 * against the local relay and a real WalletKit wallet.)
 */
import type { SessionLike, SignClientLike } from '../walletConnect/signClient'

export interface FakeSignClient extends SignClientLike {
  connects: number
  requests: { topic: string; chainId: string; request: { method: string; params?: unknown } }[]
  disconnected: string[]
  sessions: SessionLike[]
  /** Approves the latest pairing with `accounts` (CAIP-10, grouped by their prefix), or with these namespaces as they are. */
  approve(accounts: string[] | SessionLike['namespaces'], name?: string): SessionLike
  reject(error: Error): void
  emit(event: string, args: unknown): void
  answer: (method: string, params: unknown) => unknown
  /** Event listeners registered now (all events together). */
  listenerCount(): number
  /** How often the relay transport was closed (the instance was destroyed). */
  transportCloses: number
}

export function createFakeSignClient(): FakeSignClient {
  const listeners = new Map<string, Set<(args: unknown) => void>>()
  let pending: { resolve: (s: SessionLike) => void; reject: (e: Error) => void } | undefined
  let n = 0
  const fake: FakeSignClient = {
    connects: 0,
    requests: [],
    disconnected: [],
    sessions: [],
    answer: () => '0xresult',
    transportCloses: 0,
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    core: {
      relayer: {
        async transportClose() {
          fake.transportCloses++
        },
      },
    },
    async connect() {
      fake.connects++
      const uri = `wc:pairing-${++n}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
      const approval = () => new Promise<SessionLike>((resolve, reject) => (pending = { resolve, reject }))
      return { uri, approval }
    },
    async request(params) {
      fake.requests.push(params)
      return fake.answer(params.request.method, params.request.params) as never
    },
    async disconnect({ topic }) {
      fake.disconnected.push(topic)
      fake.sessions = fake.sessions.filter((s) => s.topic !== topic)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (args: unknown) => void)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (args: unknown) => void)
    },
    session: { getAll: () => fake.sessions },
    approve(accounts, name = 'Fake Mobile Wallet') {
      const namespaces: SessionLike['namespaces'] = Array.isArray(accounts) ? {} : accounts
      for (const a of Array.isArray(accounts) ? accounts : []) {
        const ns = a.split(':')[0] ?? ''
        namespaces[ns] = { accounts: [...(namespaces[ns]?.accounts ?? []), a] }
      }
      const session: SessionLike = { topic: `session-${n}`, namespaces, peer: { metadata: { name, icons: ['https://wallet.test/icon.png'], url: 'https://wallet.test' } } }
      fake.sessions.push(session)
      // As sign-client does: the client-wide event first, then the pairing's own approval.
      for (const l of listeners.get('session_connect') ?? []) l({ session })
      pending?.resolve(session)
      return session
    },
    reject(error) {
      pending?.reject(error)
    },
    emit(event, args) {
      for (const l of listeners.get(event) ?? []) l(args)
    },
  }
  return fake
}
