import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { getBytes, JsonRpcProvider, Wallet } from 'ethers'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'

/**
 * A real WalletConnect wallet in the test process: Reown's WalletKit on the local relay, holding an
 * anvil key. It approves proposals, signs with the key and sends transactions to the chain itself,
 * like a phone wallet would.
 */
export async function startWalletKitWallet(options: { relayUrl: string; privateKey: string; chains: { chainId: number; url: string }[] }) {
  const core = new Core({
    projectId: 'latch-e2e',
    relayUrl: options.relayUrl,
    customStoragePrefix: `e2e-wallet-${Date.now()}-${Math.random()}`,
    // Nothing on disk: every run starts with a clean wallet.
    storageOptions: { database: ':memory:', dbName: ':memory:' } as never,
  })
  const kit = await WalletKit.init({ core, metadata: { name: 'E2E WalletKit Wallet', description: 'Test wallet', url: 'https://wallet.e2e.invalid', icons: [] } })
  const signer = new Wallet(options.privateKey)
  const address = signer.address
  let chain = options.chains[0] as { chainId: number; url: string }
  const requests: string[] = []
  let topic: string | undefined

  kit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const chains = options.chains.map((c) => `eip155:${c.chainId}`)
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains,
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: chains.map((c) => `${c}:${address}`),
        },
      },
    })
    const session = await kit.approveSession({ id, namespaces })
    topic = session.topic
  })

  kit.on('session_request', async ({ id, topic: t, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: p } = params.request as { method: string; params: unknown[] }
    requests.push(method)
    const respond = (result: unknown) => kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', result } })
    try {
      if (method === 'personal_sign') return await respond(await signer.signMessage(getBytes(String(p[0]))))
      if (method === 'eth_sendTransaction') {
        const tx = p[0] as { to: string; value?: string; data?: string; gas?: string }
        const provider = new JsonRpcProvider(chain.url, chain.chainId, { staticNetwork: true, cacheTimeout: -1 })
        const sent = await signer.connect(provider).sendTransaction({ to: tx.to, value: tx.value ?? 0, data: tx.data, gasLimit: tx.gas })
        return await respond(sent.hash)
      }
      if (method === 'wallet_switchEthereumChain') {
        const target = Number((p[0] as { chainId: string }).chainId)
        chain = options.chains.find((c) => c.chainId === target) ?? chain
        return await respond(null)
      }
      await kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', error: getSdkError('UNSUPPORTED_METHODS') } })
    } catch (error) {
      await kit.respondSessionRequest({ topic: t, response: { id, jsonrpc: '2.0', error: { code: 5000, message: (error as Error).message } } })
    }
  })

  return {
    address,
    requests,
    get topic() {
      return topic
    },
    pair: (uri: string) => kit.pair({ uri }),
    /** The wallet moves to another chain by itself and tells the dapp. */
    async switchChain(chainId: number) {
      chain = options.chains.find((c) => c.chainId === chainId) ?? chain
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
