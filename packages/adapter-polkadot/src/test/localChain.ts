/**
 * The real stack for reads and transfers: a @latch/local-polkadot chain on a free port, the test's own ApiPromise to
 * read it back, the chain as a CaipNetwork, and what the @latch/testing extension was asked to sign.
 */
import type { CaipNetwork } from '@latch/core'
import { startLocalPolkadot, type StartLocalPolkadotReturnType } from '@latch/local-polkadot'
import { createTestPolkadotExtension, type TestPolkadotExtension, type TestSignerPayloadJSON } from '@latch/testing/polkadot-wallet'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { afterAll, beforeAll } from 'vitest'
import { installFakeWindow } from './fakeWindow'

export interface LocalChain {
  node: StartLocalPolkadotReturnType
  api: ApiPromise
  /** Calls one of the chain's RPC methods by name (chopsticks' `dev_*` ones have no @polkadot/api decoration). */
  send(method: string, params: unknown[]): Promise<unknown>
  network: CaipNetwork
  /** The adapter option that gives the local network its SS58 prefix (2). */
  ss58Prefixes: Record<string, number>
  close(): Promise<void>
}

export async function startLocalChain(): Promise<LocalChain> {
  const node = await startLocalPolkadot({ port: 0 })
  const provider = new WsProvider(node.url)
  const api = await ApiPromise.create({ provider, noInitWarn: true })
  const network: CaipNetwork = {
    id: node.caipNetworkId.slice('polkadot:'.length),
    name: 'Local Rococo Asset Hub',
    caipNetworkId: node.caipNetworkId as CaipNetwork['caipNetworkId'],
    chainNamespace: 'polkadot',
    nativeCurrency: { name: node.symbol, symbol: node.symbol, decimals: node.decimals },
    rpcUrls: { default: { http: [node.httpUrl], webSocket: [node.url] } },
    testnet: true,
  }
  return {
    node,
    api,
    send: (method, params) => provider.send(method, params),
    network,
    ss58Prefixes: { [node.caipNetworkId]: node.ss58Prefix },
    close: async () => {
      await api.disconnect()
      await node.close()
    },
  }
}

/**
 * An account's balance data as the chain holds it (planck). This runtime predates the `frozen` field: it has the two
 * locks, `miscFrozen` and `feeFrozen`.
 */
export async function accountData(api: ApiPromise, address: string): Promise<{ free: bigint; reserved: bigint; miscFrozen: bigint; feeFrozen: bigint }> {
  const { data } = (await api.query.system!.account!(address)) as unknown as { data: Record<'free' | 'reserved' | 'miscFrozen' | 'feeFrozen', { toBigInt(): bigint }> }
  return { free: data.free.toBigInt(), reserved: data.reserved.toBigInt(), miscFrozen: data.miscFrozen.toBigInt(), feeFrozen: data.feeFrozen.toBigInt() }
}

/**
 * The payloads the test extension was asked to sign, approved or not, oldest first: its `signPayload` requests
 * (the test extension signs extrinsics itself, as polkadot{.js} does, with its dev keys //Alice and //Bob).
 */
export function payloadsAsked(extension: TestPolkadotExtension): TestSignerPayloadJSON[] {
  return extension.control.requests().flatMap((r) => (r.method === 'signPayload' && r.payload ? [r.payload] : []))
}

/**
 * A test file's chain and test extension: the chain started before its tests, the extension (//Alice sr25519,
 * //Bob ed25519) installed in a fake window for the adapter to discover; both gone after. Read them inside tests.
 */
export function setUpChainAndExtension(): { readonly chain: LocalChain; readonly wallet: TestPolkadotExtension } {
  const fake = installFakeWindow()
  let started: { chain: LocalChain; wallet: TestPolkadotExtension; uninstall: () => void } | undefined
  beforeAll(async () => {
    const chain = await startLocalChain()
    const wallet = await createTestPolkadotExtension()
    started = { chain, wallet, uninstall: wallet.install(fake.window) }
  }, 120_000)
  afterAll(async () => {
    started?.uninstall()
    fake.restore()
    await started?.chain.close()
  })
  const get = () => {
    if (!started) throw new Error('setUpChainAndExtension: read the chain inside a test')
    return started
  }
  return {
    get chain() {
      return get().chain
    },
    get wallet() {
      return get().wallet
    },
  }
}
