/**
 * The real stack for reads and transfers: a @latch/local-polkadot chain on a free port, the test's own ApiPromise to
 * read it back, the chain as a CaipNetwork, and the @latch/testing extension able to sign extrinsics.
 */
import type { CaipNetwork } from '@latch/core'
import { startLocalPolkadot, type StartLocalPolkadotReturnType } from '@latch/local-polkadot'
import { createTestPolkadotExtension, type TestPolkadotExtension, UserRejectedRequestError } from '@latch/testing/polkadot-wallet'
import { ApiPromise, Keyring, WsProvider } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aToHex } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'

// @polkadot/types is not a direct dependency: its payload type, as @polkadot/api's Signer carries it.
type SignerPayloadJSON = Parameters<NonNullable<Signer['signPayload']>>[0]

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
 * The test extension with `signPayload`, which the kit does not have yet (it signs raw bytes only): payloads are
 * signed as polkadot{.js} signs them, `ExtrinsicPayload.sign(pair)`, by the same dev keys (//Alice sr25519,
 * //Bob ed25519). `decide` answers each payload; 'reject' throws the kit's 4001 error, as a user's Cancel does.
 */
export interface SigningExtension {
  extension: TestPolkadotExtension
  /** Payloads the extension was asked to sign. */
  payloads: SignerPayloadJSON[]
  decide: 'approve' | 'reject'
  install(target: { injectedWeb3?: Record<string, unknown> }): () => void
}

export async function createSigningExtension(api: ApiPromise): Promise<SigningExtension> {
  await cryptoWaitReady()
  const extension = await createTestPolkadotExtension()
  const keyring = new Keyring({ ss58Format: 42 })
  const pairs: KeyringPair[] = [keyring.addFromUri('//Alice', {}, 'sr25519'), keyring.addFromUri('//Bob', {}, 'ed25519')]
  const keyOf = (address: string) => u8aToHex(decodeAddress(address))
  let nextId = 1
  const self: SigningExtension = {
    extension,
    payloads: [],
    decide: 'approve',
    install(target) {
      target.injectedWeb3 ??= {}
      const slot = target.injectedWeb3
      const provider = {
        version: extension.provider.version,
        async enable(origin: string) {
          const injected = await extension.provider.enable(origin)
          const signPayload = async (payload: SignerPayloadJSON) => {
            self.payloads.push(payload)
            const pair = pairs.find((p) => keyOf(p.address) === keyOf(payload.address))
            if (!pair) throw new Error(`Unknown account: ${payload.address}`)
            if (self.decide === 'reject') throw new UserRejectedRequestError('signPayload')
            const { signature } = api.registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair)
            return { id: nextId++, signature }
          }
          return { ...injected, signer: { ...injected.signer, signPayload } }
        },
      }
      slot[extension.key] = provider
      return () => {
        if (slot[extension.key] === provider) delete slot[extension.key]
      }
    },
  }
  return self
}
