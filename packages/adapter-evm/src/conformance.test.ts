/** The EVM adapter against core's adapter contract, with a scripted EIP-6963 wallet signing and sending on a real anvil. */
import type { CaipNetwork } from '@latch/core'
import { describeChainAdapter } from '@latch/core/conformance'
import { verifyMessage } from 'ethers/hash'
import { afterAll, beforeAll, vi } from 'vitest'
import { EvmAdapter } from './evmAdapter'
import { type AnvilInstance, startAnvil } from './test/anvil'
import { ANVIL_ACCOUNT, createFakeWallet, createFakeWindow, installAnnouncedWallet, WalletRpcError, walletInfo } from './test/fakeWallet'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 30_000)
afterAll(async () => {
  await anvil?.stop()
})

async function anvilRpc(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
  return body.result
}

const network = (id: number, http: () => string): CaipNetwork => ({
  id,
  name: `Anvil ${id}`,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  get rpcUrls() {
    return { default: { http: [http()] } }
  },
})

// The wallet's own node signs and sends: anvil unlocks its dev accounts, so what it returns is real.
const forwarded = Object.fromEntries(['personal_sign', 'eth_estimateGas', 'eth_gasPrice', 'eth_sendTransaction'].map((m) => [m, (params: unknown) => anvilRpc(m, params)]))

describeChainAdapter('EvmAdapter', {
  create: () => new EvmAdapter({ reconnectWaitMs: 200 }),
  networks: [network(31337, () => anvil.url), network(31338, () => anvil.url)],
  timeoutMs: 15_000,
  async wallet() {
    const win = createFakeWindow()
    vi.stubGlobal('window', win)
    const wallet = createFakeWallet({ chainId: 31337, knownChains: [31337, 31338], handlers: forwarded })
    const uninstall = installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), wallet.provider)
    return {
      connectorId: 'io.metamask',
      address: ANVIL_ACCOUNT,
      prompts: () => wallet.methods().filter((m) => m === 'eth_requestAccounts').length,
      revoke: () => {
        wallet.state.authorised = false
      },
      switchAccount: () => {
        wallet.state.accounts = [SECOND, ANVIL_ACCOUNT]
        wallet.provider.emit('accountsChanged', wallet.state.accounts)
        return SECOND
      },
      uninstall: () => {
        uninstall()
        vi.unstubAllGlobals()
      },
    }
  },
  addresses: { valid: [ANVIL_ACCOUNT, ANVIL_ACCOUNT.toLowerCase(), ANVIL_ACCOUNT.slice(2)], invalid: ['0x123', `${ANVIL_ACCOUNT}00`, '0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266', ''] },
  units: { decimals: 18, pairs: [[1_500_000_000_000_000_000n, '1.5'], [1n, '0.000000000000000001'], [0n, '0.0']], tooPrecise: '0.0000000000000000001' },
  verifyMessage: async ({ message, signature, address }) => verifyMessage(message, signature).toLowerCase() === address.toLowerCase(),
  transfer: {
    to: RECEIVER,
    amount: 10n ** 15n,
    symbol: 'ETH',
    decimals: 18,
    balanceOf: async (address) => BigInt((await anvilRpc('eth_getBalance', [address, 'latest'])) as string),
  },
})
