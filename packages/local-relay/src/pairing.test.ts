import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { afterEach, expect, it, vi } from 'vitest'
import { type RelayHandle, startRelay } from './relay'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const memory = { database: ':memory:', dbName: ':memory:' } as never
let relay: RelayHandle | undefined
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c().catch(() => {})
  await relay?.stop()
  vi.unstubAllGlobals()
})

it('a real SignClient and a real WalletKit pair, talk and part through the relay; the relay needs nothing outside', async () => {
  // Any HTTP the SDKs attempt (verify, analytics, push) must stay on loopback: record and refuse it.
  const outside: string[] = []
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
      outside.push(url)
      throw new TypeError('blocked: outside request')
    }
    return realFetch(input, init)
  })
  relay = await startRelay()
  const t0 = performance.now()
  const dapp = await SignClient.init({
    projectId: 'local',
    relayUrl: relay.url,
    storageOptions: memory,
    customStoragePrefix: `dapp-${Math.random()}`,
    telemetryEnabled: false,
    metadata: { name: 'dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  const core = new Core({ projectId: 'local', relayUrl: relay.url, storageOptions: memory, customStoragePrefix: `wallet-${Math.random()}`, telemetryEnabled: false })
  const wallet = await WalletKit.init({ core, metadata: { name: 'wallet', description: '', url: 'http://127.0.0.1', icons: [] } })
  cleanups.push(() => dapp.core.relayer.transportClose(), () => core.relayer.transportClose())

  wallet.on('session_proposal', async ({ id, params }) => {
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'], accounts: [`eip155:31337:${ADDRESS}`, `eip155:31338:${ADDRESS}`] } },
    })
    await wallet.approveSession({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: `signed:${(params.request.params as string[])[0]}` } })
  })

  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
  })
  expect(uri).toMatch(/^wc:/)
  await wallet.pair({ uri: uri as string })
  const session = await approval()
  const pairedMs = performance.now() - t0
  expect(session.namespaces.eip155?.accounts).toContain(`eip155:31337:${ADDRESS}`)

  const signed = await dapp.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] } })
  expect(signed).toBe('signed:0x68656c6c6f')

  const event = new Promise((resolve) => dapp.on('session_event', ({ params }) => resolve(params)))
  await wallet.emitSessionEvent({ topic: session.topic, event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
  expect(await event).toMatchObject({ chainId: 'eip155:31338', event: { name: 'chainChanged', data: 31338 } })

  const deleted = new Promise((resolve) => dapp.on('session_delete', resolve))
  await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
  await deleted
  const totalMs = performance.now() - t0
  console.log(`relay pairing: paired in ${pairedMs.toFixed(0)} ms, whole exchange ${totalMs.toFixed(0)} ms; outside requests attempted: ${outside.length ? outside.join(', ') : 'none'}`)
  expect(totalMs).toBeLessThan(5_000)
  // What the SDKs try on their own (analytics, the wallet's verify look-ups) was refused instantly; the
  // relay itself needs nothing outside. (@latch/core switches the dapp side's off; see signClient.ts.)
  expect(new Set(outside.map((u) => new URL(u).host))).toEqual(new Set(outside.length ? ['pulse.walletconnect.org', 'verify.walletconnect.org'] : []))
  expect(relay.stats().published).toBeGreaterThan(3)
}, 20_000)
