import { UserRejectedRequestError } from '@latch/core'
import { SwapRevertedError, SwapSlippageError } from '@latch/core/swap'
import { AbiCoder } from 'ethers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toWalletError } from '../errors'
import { ANVIL_ACCOUNT, createFakeWallet, type Handler, WalletRpcError } from '../test/fakeWallet'
import { nativeAsset } from './nativeAsset'
import { approvalCall } from './approvalCall'
import { createEvmSwaps } from './evmSwaps'

const CHAIN = 'eip155:1' as const
const TOKEN = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const SPENDER = '0x111111125421cA6dc452d289314280a0f8842A65'
const HASH = `0x${'ab'.repeat(32)}`
const errorString = (reason: string) => `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`

/** A JSON-RPC node, scripted per method; every call recorded. */
function fakeNode(methods: Record<string, (params: unknown[]) => unknown>) {
  const calls: { method: string; params: unknown[] }[] = []
  const readChain = async (_caipNetworkId: string, method: string, params: unknown[]) => {
    calls.push({ method, params })
    const handler = methods[method]
    if (!handler) throw new Error(`unexpected ${method}`)
    return handler(params)
  }
  return { readChain, calls }
}

/** A node error as core's read transport throws it (RpcResponseError's fields). */
const nodeRevert = (data: string) => Object.assign(new Error('execution reverted'), { rpcCode: 3, data })

function setup({ handlers = {}, node = {} }: { handlers?: Record<string, Handler>; node?: Record<string, (params: unknown[]) => unknown> } = {}) {
  const wallet = createFakeWallet({ chainId: 1, handlers })
  const chain = fakeNode(node)
  let connection = {}
  const swaps = createEvmSwaps({
    // What the adapter's own wallet requests do: 4001 becomes UserRejectedRequestError.
    request: (method, params) => wallet.provider.request({ method, params }).catch((e: unknown) => Promise.reject(toWalletError(e))),
    readChain: chain.readChain,
    connection: () => connection,
    pollIntervalMs: 1000,
  })
  return { swaps, wallet, chain, reconnect: () => (connection = {}) }
}

const params = { address: ANVIL_ACCOUNT, caipNetworkId: CHAIN }

afterEach(() => {
  vi.useRealTimers()
})

describe('nativeAsset and approvalCall', () => {
  it('names the native currency by SLIP-44 60 and builds approve(spender, amount) on the token', () => {
    expect(nativeAsset(CHAIN)).toBe('eip155:1/slip44:60')
    const call = approvalCall({ caipNetworkId: CHAIN, asset: `${CHAIN}/erc20:${TOKEN}`, spender: SPENDER, amount: 1500n })
    expect(call).toEqual({
      to: TOKEN,
      data: `0x095ea7b3${SPENDER.slice(2).toLowerCase().padStart(64, '0')}${(1500n).toString(16).padStart(64, '0')}`,
      value: 0n,
    })
    expect(() => approvalCall({ caipNetworkId: CHAIN, asset: nativeAsset(CHAIN), spender: SPENDER, amount: 1n })).toThrow(TypeError)
    expect(() => approvalCall({ caipNetworkId: CHAIN, asset: `eip155:10/erc20:${TOKEN}`, spender: SPENDER, amount: 1n })).toThrow(TypeError)
  })
})

describe('allowance', () => {
  it("reads allowance(owner, spender) from the token's contract", async () => {
    const { swaps, chain } = setup({ node: { eth_call: () => `0x${(42n).toString(16).padStart(64, '0')}` } })
    expect(await swaps.allowance({ ...params, asset: `${CHAIN}/erc20:${TOKEN}`, spender: SPENDER })).toBe(42n)
    expect(chain.calls).toEqual([
      {
        method: 'eth_call',
        params: [{ to: TOKEN, data: `0xdd62ed3e${ANVIL_ACCOUNT.slice(2).toLowerCase().padStart(64, '0')}${SPENDER.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest'],
      },
    ])
  })

  it('refuses a spender or a token that is not an address', async () => {
    const { swaps, chain } = setup()
    await expect(swaps.allowance({ ...params, asset: `${CHAIN}/erc20:${TOKEN}`, spender: '0x1234' })).rejects.toMatchObject({ name: 'InvalidAddressError' })
    await expect(swaps.allowance({ ...params, asset: `eip155:10/erc20:${TOKEN}`, spender: SPENDER })).rejects.toMatchObject({ name: 'InvalidAddressError' })
    expect(chain.calls).toEqual([])
  })

  it('needs none for the native currency', async () => {
    const { swaps, chain } = setup()
    expect(await swaps.allowance({ ...params, asset: nativeAsset(CHAIN), spender: SPENDER })).toBe(2n ** 256n - 1n)
    expect(chain.calls).toEqual([])
  })
})

describe('canBatch', () => {
  const capabilities = (caps: unknown) => ({ handlers: { wallet_getCapabilities: () => caps } })

  it("is true where the chain's atomic capability is supported or ready, or the first draft's atomicBatch is", async () => {
    for (const caps of [{ '0x1': { atomic: { status: 'supported' } } }, { '0x01': { atomic: { status: 'ready' } } }, { '0x1': { atomicBatch: { supported: true } } }, { '0x0': { atomic: { status: 'supported' } } }]) {
      expect(await setup(capabilities(caps)).swaps.canBatch(params), JSON.stringify(caps)).toBe(true)
    }
    for (const caps of [{ '0x1': { atomic: { status: 'unsupported' } } }, { '0x2105': { atomic: { status: 'supported' } } }, {}, null]) {
      expect(await setup(capabilities(caps)).swaps.canBatch(params), JSON.stringify(caps)).toBe(false)
    }
  })

  it('is false when the wallet does not know the method', async () => {
    for (const code of [4200, 4100, -32601]) {
      const { swaps } = setup({ handlers: { wallet_getCapabilities: () => { throw new WalletRpcError(code) } } })
      expect(await swaps.canBatch(params)).toBe(false)
    }
  })

  it('asks once per account and chain for the connection, and again after a new connection', async () => {
    const { swaps, wallet, reconnect } = setup(capabilities({ '0x1': { atomic: { status: 'supported' } } }))
    await swaps.canBatch(params)
    await swaps.canBatch(params)
    expect(wallet.calls).toEqual([{ method: 'wallet_getCapabilities', params: [ANVIL_ACCOUNT, ['0x1']] }])
    reconnect()
    await swaps.canBatch(params)
    expect(wallet.methods()).toEqual(['wallet_getCapabilities', 'wallet_getCapabilities'])
  })
})

describe('send', () => {
  const swapCall = { to: SPENDER, data: '0x12345678', value: 10n, gas: 200_000n }

  it('sends one call as a transaction, after simulating it', async () => {
    const { swaps, wallet, chain } = setup({ handlers: { eth_sendTransaction: () => HASH }, node: { eth_call: () => '0x' } })
    expect(await swaps.send({ ...params, calls: [swapCall] })).toBe(HASH)
    expect(wallet.calls).toEqual([{ method: 'eth_sendTransaction', params: [{ from: ANVIL_ACCOUNT, to: SPENDER, data: '0x12345678', value: '0xa', gas: '0x30d40' }] }])
    expect(chain.calls).toEqual([{ method: 'eth_call', params: [{ from: ANVIL_ACCOUNT, to: SPENDER, data: '0x12345678', value: '0xa' }, 'latest'] }])
  })

  it('refuses a trade the price already moved past without asking the wallet', async () => {
    const { swaps, wallet } = setup({ node: { eth_call: () => { throw nodeRevert(errorString('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')) } } })
    const error = await swaps.send({ ...params, calls: [swapCall] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapSlippageError)
    expect(error).toMatchObject({ reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', code: 'SWAP_SLIPPAGE' })
    expect(wallet.calls).toEqual([])
  })

  it("leaves other simulated reverts to the wallet's estimate, and maps the wallet's revert", async () => {
    const metaMask = (reason: string) => () => {
      throw Object.assign(new WalletRpcError(-32603, 'Internal JSON-RPC error.'), { data: { code: 3, message: `execution reverted: ${reason}`, data: errorString(reason) } })
    }
    const allowanceMissing = setup({ handlers: { eth_sendTransaction: metaMask('ERC20: insufficient allowance') }, node: { eth_call: () => { throw nodeRevert(errorString('ERC20: insufficient allowance')) } } })
    const reverted = await allowanceMissing.swaps.send({ ...params, calls: [swapCall] }).catch((e: unknown) => e)
    expect(reverted).toBeInstanceOf(SwapRevertedError)
    expect(reverted).toMatchObject({ reason: 'ERC20: insufficient allowance', code: 'SWAP_REVERTED' })
    expect(allowanceMissing.wallet.methods()).toEqual(['eth_sendTransaction'])

    const moved = setup({ handlers: { eth_sendTransaction: metaMask('Too little received') }, node: { eth_call: () => '0x' } })
    expect(await moved.swaps.send({ ...params, calls: [swapCall] }).catch((e: unknown) => e)).toMatchObject({ name: 'SwapSlippageError', reason: 'Too little received' })
  })

  it("keeps the user's rejection as the adapter's rejected error", async () => {
    const { swaps } = setup({ handlers: { eth_sendTransaction: () => { throw new WalletRpcError(4001, 'User rejected the request.') } }, node: { eth_call: () => '0x' } })
    await expect(swaps.send({ ...params, calls: [swapCall] })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('sends several calls as one atomic EIP-5792 batch', async () => {
    const approve = approvalCall({ caipNetworkId: CHAIN, asset: `${CHAIN}/erc20:${TOKEN}`, spender: SPENDER, amount: 5n })
    const { swaps, wallet, chain } = setup({ handlers: { wallet_sendCalls: () => ({ id: 'batch-1' }) } })
    expect(await swaps.send({ ...params, calls: [approve, swapCall] })).toBe('batch-1')
    expect(wallet.calls).toEqual([
      {
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: ANVIL_ACCOUNT,
            atomicRequired: true,
            calls: [
              { to: TOKEN, data: approve.data, value: '0x0' },
              { to: SPENDER, data: '0x12345678', value: '0xa' },
            ],
          },
        ],
      },
    ])
    // The approval is not on chain before the batch: nothing is simulated.
    expect(chain.calls).toEqual([])
  })

  it('checks each call before the wallet sees it', async () => {
    const { swaps, wallet } = setup()
    await expect(swaps.send({ ...params, calls: [{ to: 'nope' }] })).rejects.toMatchObject({ name: 'InvalidAddressError' })
    await expect(swaps.send({ ...params, calls: [] })).rejects.toThrow('Nothing to send')
    expect(wallet.calls).toEqual([])
  })
})

describe('waitFor', () => {
  it("polls the transaction's receipt until the chain has it", async () => {
    vi.useFakeTimers()
    let asked = 0
    const { swaps, chain } = setup({ node: { eth_getTransactionReceipt: () => (++asked < 3 ? null : { status: '0x1', blockNumber: '0x10', transactionHash: HASH }) } })
    const receipt = swaps.waitFor({ ...params, id: HASH })
    await vi.advanceTimersByTimeAsync(2000)
    expect(await receipt).toEqual({ status: 'success' })
    expect(chain.calls.map((c) => c.method)).toEqual(['eth_getTransactionReceipt', 'eth_getTransactionReceipt', 'eth_getTransactionReceipt'])
  })

  it('stops asking when its signal aborts (a transaction the chain dropped)', async () => {
    vi.useFakeTimers()
    const { swaps, chain } = setup({ node: { eth_getTransactionReceipt: () => null } })
    const controller = new AbortController()
    const receipt = swaps.waitFor({ ...params, id: HASH, signal: controller.signal })
    const outcome = expect(receipt).rejects.toThrow('given up')
    await vi.advanceTimersByTimeAsync(4000)
    controller.abort(new Error('given up'))
    await outcome
    const asked = chain.calls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(chain.calls.length).toBe(asked)
  })

  it('rides over a few failed reads', async () => {
    vi.useFakeTimers()
    let asked = 0
    const { swaps } = setup({ node: { eth_getTransactionReceipt: () => { if (++asked < 3) throw new Error('endpoint down'); return { status: '0x1' } } } })
    const receipt = swaps.waitFor({ ...params, id: HASH })
    await vi.advanceTimersByTimeAsync(2000)
    expect(await receipt).toEqual({ status: 'success' })
  })

  it('recovers the reason of a reverted transaction by replaying it at its block', async () => {
    const tx = { hash: HASH, from: ANVIL_ACCOUNT, to: SPENDER, input: '0x12345678', value: '0x0', gas: '0x30d40' }
    const { swaps, chain } = setup({
      node: {
        eth_getTransactionReceipt: () => ({ status: '0x0', blockNumber: '0x10', transactionHash: HASH }),
        eth_getTransactionByHash: () => tx,
        eth_call: () => { throw nodeRevert(errorString('Too little received')) },
      },
    })
    expect(await swaps.waitFor({ ...params, id: HASH })).toEqual({ status: 'reverted', reason: 'Too little received', slippage: true })
    expect(chain.calls.at(-1)).toEqual({ method: 'eth_call', params: [{ from: ANVIL_ACCOUNT, to: SPENDER, data: '0x12345678', value: '0x0', gas: '0x30d40' }, '0x10'] })
  })

  it("polls a batch's status from the wallet and reports its last receipt", async () => {
    vi.useFakeTimers()
    const statuses = [{ status: 100 }, { status: 200, receipts: [{ status: '0x1', transactionHash: HASH, blockNumber: '0x3' }] }]
    const { swaps, wallet } = setup({ handlers: { wallet_sendCalls: () => ({ id: HASH }), wallet_getCallsStatus: () => statuses.shift() } })
    // A batch id may look like a hash: the one sent from here is known as a batch.
    const id = await swaps.send({ ...params, calls: [{ to: TOKEN }, { to: SPENDER }] })
    const receipt = swaps.waitFor({ ...params, id })
    await vi.advanceTimersByTimeAsync(1000)
    expect(await receipt).toEqual({ status: 'success' })
    expect(wallet.calls.slice(1)).toEqual([
      { method: 'wallet_getCallsStatus', params: [HASH] },
      { method: 'wallet_getCallsStatus', params: [HASH] },
    ])
  })

  it("reports a batch that reverted, with the reverted call's reason", async () => {
    const { swaps } = setup({
      handlers: { wallet_getCallsStatus: () => ({ status: 500, receipts: [{ status: '0x0', transactionHash: HASH, blockNumber: '0x3' }] }) },
      node: {
        eth_getTransactionByHash: () => ({ from: ANVIL_ACCOUNT, to: SPENDER, input: '0x', value: '0x0', gas: '0x5208' }),
        eth_call: () => { throw nodeRevert(errorString('UniswapV2Router: EXPIRED')) },
      },
    })
    expect(await swaps.waitFor({ ...params, id: 'wallet-batch-7' })).toEqual({ status: 'reverted', reason: 'UniswapV2Router: EXPIRED', slippage: false })
    const offchain = setup({ handlers: { wallet_getCallsStatus: () => ({ status: 400 }) } })
    expect(await offchain.swaps.waitFor({ ...params, id: 'wallet-batch-8' })).toEqual({ status: 'reverted' })
  })
})
