import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { ethers } from 'ethers'
import { type BitcoinSide, createBitcoinSide, type TestWalletConnectBitcoinParameters } from './bitcoin'
import { type CosmosSide, createCosmosSide, type TestWalletConnectCosmosParameters } from './cosmos'
import { createPolkadotSide, type PolkadotSide, type TestWalletConnectPolkadotParameters } from './polkadot'

export type StartTestWalletConnectWalletParameters = {
  /** The relay to use, e.g. `ws://127.0.0.1:8547` from `@latch/local-relay`, or Reown's relay with a real `projectId`. */
  relayUrl: string
  /** A 0x-hex test key (see `ANVIL_KEYS` in `@latch/testing/evm-wallet`). */
  privateKey: string
  /**
   * The EVM chains the wallet offers, first one active; transactions go to the active chain's RPC URL. Empty (with
   * `polkadot`, `bitcoin` or `cosmos`): the wallet offers no `eip155` namespace, only those.
   */
  chains: readonly { chainId: number; url: string }[]
  /** A Polkadot account the wallet also offers in the `polkadot` namespace (`polkadot_signTransaction`, `polkadot_signMessage`). */
  polkadot?: TestWalletConnectPolkadotParameters
  /** A Bitcoin account (payment and ordinals addresses) the wallet also offers in the `bip122` namespace. */
  bitcoin?: TestWalletConnectBitcoinParameters
  /** A Cosmos account the wallet also offers in the `cosmos` namespace, one bech32 address per chain (`cosmos_signDirect`, `cosmos_signAmino`). */
  cosmos?: TestWalletConnectCosmosParameters
  /** Defaults to `latch-test` (enough for a local relay, which checks none). */
  projectId?: string
  /** The wallet's metadata, as the dapp shows it. */
  metadata?: { name: string; description: string; url: string; icons: string[] }
}

/** What the wallet answers; anything else gets WalletConnect's UNSUPPORTED_METHODS error. */
export const TEST_WALLETCONNECT_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'] as const

export type TestWalletConnectWallet = {
  /** The EVM account's checksummed address (held even when `chains` is empty). */
  address: string
  /** The Polkadot account's SS58 address (under `polkadot.ss58Prefix`), when the wallet has one. */
  polkadotAddress?: string
  /** The Bitcoin account's payment and ordinals addresses, when the wallet has one. */
  bitcoinAddresses?: { payment: string; ordinals: string }
  /** The Cosmos account's bech32 address on each chain, by chain id (`latch-local-1`), when the wallet has one. */
  cosmosAddresses?: Record<string, string>
  /** The method of every session request received, in order (to prove what was, and was not, asked). */
  requests: string[]
  /** The approved session's topic, once there is one. */
  readonly topic: string | undefined
  /** Pairs with the `wc:` URI the dapp shows; the wallet then approves the dapp's proposal by itself. */
  pair(uri: string): Promise<unknown>
  /** The wallet moves to another chain by itself and tells the dapp (`chainChanged`). */
  switchChain(chainId: number): Promise<void>
  /** Ends the session from the wallet's side. */
  disconnect(): Promise<void>
  /** Closes the relay connection. */
  stop(): Promise<void>
}

/**
 * A real WalletConnect v2 wallet in the test process: Reown's WalletKit holding one key. It approves every
 * session proposal for `chains` (eip155), signs with the key (`personal_sign`, `eth_signTypedData_v4`) and sends
 * transactions to the chain itself, as a phone wallet would. With `polkadot`, it also approves the `polkadot`
 * namespace and signs extrinsic payloads and messages with that key; with `bitcoin`, the `bip122` namespace (BIP-322
 * messages, PSBTs, transfers); with `cosmos`, the `cosmos` namespace (direct and amino sign docs). Nothing is stored on disk.
 */
export async function startTestWalletConnectWallet(parameters: StartTestWalletConnectWalletParameters): Promise<TestWalletConnectWallet> {
  const first = parameters.chains[0]
  if (!first && !parameters.polkadot && !parameters.bitcoin && !parameters.cosmos) throw new Error('startTestWalletConnectWallet: give at least one chain')
  const polkadot: PolkadotSide | undefined = parameters.polkadot && (await createPolkadotSide(parameters.polkadot))
  const bitcoin: BitcoinSide | undefined = parameters.bitcoin && (await createBitcoinSide(parameters.bitcoin))
  const cosmos: CosmosSide | undefined = parameters.cosmos && (await createCosmosSide(parameters.cosmos))
  const core = new Core({
    projectId: parameters.projectId ?? 'latch-test',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: `latch-test-wallet-${Date.now()}-${Math.random()}`,
    // Nothing on disk: every wallet starts clean.
    storageOptions: { database: ':memory:', dbName: ':memory:' } as never,
    telemetryEnabled: false,
  })
  const kit = await WalletKit.init({
    core,
    metadata: parameters.metadata ?? { name: 'Latch Test WalletConnect Wallet', description: 'Test wallet', url: 'https://wallet.test.invalid', icons: [] },
  })
  const signer = new ethers.Wallet(parameters.privateKey)
  const address = signer.address
  // Only read by EVM requests, which a wallet without EVM chains never approves.
  let chain = first as NonNullable<typeof first>
  const requests: string[] = []
  let topic: string | undefined

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const chains = parameters.chains.map((c) => `eip155:${c.chainId}`)
    const supportedNamespaces: Parameters<typeof buildApprovedNamespaces>[0]['supportedNamespaces'] = {}
    if (chains.length) {
      supportedNamespaces.eip155 = { chains, methods: [...TEST_WALLETCONNECT_METHODS], events: ['accountsChanged', 'chainChanged'], accounts: chains.map((c) => `${c}:${address}`) }
    }
    if (polkadot) supportedNamespaces.polkadot = polkadot.namespace
    if (bitcoin) supportedNamespaces.bip122 = bitcoin.namespace
    if (cosmos) supportedNamespaces.cosmos = cosmos.namespace
    const namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces })
    const session = await kit.approveSession({ id, namespaces })
    topic = session.topic
  })

  kit.on('session_request', async ({ id, topic: t, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: p } = params.request as { method: string; params: unknown[] }
    requests.push(method)
    const respond = (result: unknown) => kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', result } })
    try {
      const polkadotAnswer = polkadot && method.startsWith('polkadot_') ? polkadot.answer(method, p) : undefined
      if (polkadotAnswer) return await respond(polkadotAnswer)
      const bitcoinAnswer = bitcoin && params.chainId.startsWith('bip122:') ? await bitcoin.answer(method, p) : undefined
      if (bitcoinAnswer !== undefined) return await respond(bitcoinAnswer)
      const cosmosAnswer = cosmos && params.chainId.startsWith('cosmos:') ? await cosmos.answer(params.chainId, method, p) : undefined
      if (cosmosAnswer !== undefined) return await respond(cosmosAnswer)
      if (method === 'personal_sign') {
        const message = String(p[0])
        return await respond(await signer.signMessage(ethers.utils.isHexString(message) ? ethers.utils.arrayify(message) : message))
      }
      if (method === 'eth_signTypedData_v4') {
        const { domain, types, message } = JSON.parse(String(p[1])) as { domain: ethers.TypedDataDomain; types: Record<string, ethers.TypedDataField[]>; message: Record<string, unknown> }
        const { EIP712Domain: _, ...rest } = types
        return await respond(await signer._signTypedData(domain, rest, message))
      }
      if (method === 'eth_sendTransaction') {
        const tx = p[0] as { to: string; value?: string; data?: string; gas?: string }
        const provider = new ethers.providers.StaticJsonRpcProvider(chain.url, chain.chainId)
        const sent = await signer.connect(provider).sendTransaction({ to: tx.to, value: tx.value ?? 0, data: tx.data, gasLimit: tx.gas })
        return await respond(sent.hash)
      }
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((p[0] as { chainId: string }).chainId)
        chain = parameters.chains.find((c) => c.chainId === target) ?? chain
        return await respond(null)
      }
      await kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS') } })
    } catch (error) {
      await kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } } })
    }
  })

  return {
    address,
    ...(polkadot ? { polkadotAddress: polkadot.address } : {}),
    ...(bitcoin ? { bitcoinAddresses: bitcoin.addresses } : {}),
    ...(cosmos ? { cosmosAddresses: cosmos.addresses } : {}),
    requests,
    get topic() {
      return topic
    },
    pair: (uri) => kit.pair({ uri }),
    async switchChain(chainId) {
      chain = parameters.chains.find((c) => c.chainId === chainId) ?? chain
      if (topic) await kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
    },
    async disconnect() {
      if (topic) await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      topic = undefined
    },
    async stop() {
      await core.relayer.transportClose().catch(() => {})
    },
  }
}
