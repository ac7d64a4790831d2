import { createRequire } from 'node:module'
import type { CaipNetwork } from '@latch/core'
import { SwapRevertedError } from '@latch/core/swap'
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'
import { ANVIL_ACCOUNT, createFakeWallet, createFakeWindow, installAnnouncedWallet, WalletRpcError, walletInfo } from '../test/fakeWallet'

const require = createRequire(import.meta.url)
const ERC20 = require('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as { abi: object[]; bytecode: string }
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CHAIN = 'eip155:31337' as const

let anvil: AnvilInstance
let token: string

const network = (): CaipNetwork => ({
  id: 31337,
  name: 'Anvil',
  caipNetworkId: CHAIN,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [anvil.url] } },
  testnet: true,
})

/** Anvil unlocks its dev accounts, so the wallet hands requests straight to the node, errors as the node gives them. */
async function anvilRpc(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(anvil.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw Object.assign(new WalletRpcError(body.error.code, body.error.message), { data: body.error.data })
  return body.result
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(KEY, provider))
  const contract = await new ContractFactory(ERC20.abi, ERC20.bytecode, deployer).deploy('Latch Test Token', 'LTT', 1000n, ANVIL_ACCOUNT)
  await contract.waitForDeployment()
  token = await contract.getAddress()
  provider.destroy()
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * A wallet estimates the gas before it prompts (anvil's own eth_sendTransaction does not: it mines the revert), so
 * a transaction that would revert fails here with the node's error: `{ code: 3, message: 'execution reverted: …',
 * data: Error(string) }`.
 */
async function walletSend(params: unknown): Promise<unknown> {
  const [tx] = params as [Record<string, string>]
  if (tx.gas === undefined) await anvilRpc('eth_estimateGas', [tx])
  return anvilRpc('eth_sendTransaction', [tx])
}

async function connectedAdapter() {
  const win = createFakeWindow()
  vi.stubGlobal('window', win)
  const wallet = createFakeWallet({ chainId: 31337, handlers: { eth_sendTransaction: walletSend } })
  installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), wallet.provider)
  const adapter = new EvmAdapter()
  adapter.setup({ networks: [network()] })
  await adapter.connect({ connectorId: 'io.metamask' })
  return adapter
}

const transferData = (to: string, amount: bigint) => `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

describe('EvmAdapter swaps (real anvil, OpenZeppelin ERC20)', () => {
  it('reads the allowance, sends the approval and reads exactly the approved amount back', async () => {
    const adapter = await connectedAdapter()
    const params = { address: ANVIL_ACCOUNT, caipNetworkId: CHAIN }
    const asset = `${CHAIN}/erc20:${token}` as const
    expect(await adapter.swaps.allowance({ ...params, asset, spender: SPENDER })).toBe(0n)
    const call = await adapter.swaps.approvalCall({ ...params, asset, spender: SPENDER, amount: 123_456n })
    const id = await adapter.swaps.send({ ...params, calls: [call] })
    expect(await adapter.swaps.waitFor({ ...params, id })).toEqual({ status: 'success' })
    expect(await adapter.swaps.allowance({ ...params, asset, spender: SPENDER })).toBe(123_456n)
    // An account without a wallet_getCapabilities: no batches.
    expect(await adapter.swaps.canBatch(params)).toBe(false)
  })

  it("maps the wallet's failed estimate to SwapRevertedError with the contract's reason", async () => {
    const adapter = await connectedAdapter()
    const call = { to: token, data: transferData(SPENDER, 10_000n), value: 0n }
    const error = await adapter.swaps.send({ address: ANVIL_ACCOUNT, caipNetworkId: CHAIN, calls: [call] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapRevertedError)
    expect(error).toMatchObject({ code: 'SWAP_REVERTED', reason: 'ERC20: transfer amount exceeds balance' })
  })

  it("recovers a mined revert's reason by replaying it at its block", async () => {
    const adapter = await connectedAdapter()
    const params = { address: ANVIL_ACCOUNT, caipNetworkId: CHAIN }
    // An explicit gas limit skips the estimate, so the chain mines the failing transaction.
    const id = await adapter.swaps.send({ ...params, calls: [{ to: token, data: transferData(SPENDER, 10_000n), value: 0n, gas: 100_000n }] })
    expect(await adapter.swaps.waitFor({ ...params, id })).toEqual({ status: 'reverted', reason: 'ERC20: transfer amount exceeds balance', slippage: false })
  })
})
