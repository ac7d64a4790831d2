import { createServer, type Server as HttpServer } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { getAddress, parseEther, toQuantity } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, client, login, type Server, startKept } from '../frameServer.test-helpers'
import { createUsers } from '../users.mjs'
import { createWalletRpc } from '../walletRpc.mjs'
import { testDb } from '../testDb.test-helpers'
import { type LocalChain, rpc, startLocalChain } from './local4337.test-helpers'
import { ENTRY_POINT_V07, entryPointAbi, SIMPLE_ACCOUNT_FACTORY } from './simpleAccount.mjs'
import { pack, userOpHash } from './userOperation.mjs'
import { createUserOps } from './userOps.mjs'

// The whole path against a real chain: the frame server's API and wallet RPC, a real anvil, EntryPoint v0.7
// and SimpleAccountFactory at their canonical addresses, the alto bundler and an ERC-7677 paymaster
// (@latch/local-4337). Nothing here is faked.
let chain: LocalChain
let server: Server
let deadBundler: Server
// An ERC-7677 service that refuses everything, as a real one refuses what its policy does not cover.
let decliner: HttpServer
let decliningPaymaster: string

const RECEIVER_A = getAddress('0x00000000000000000000000000000000000a11ce')
const RECEIVER_B = getAddress('0x00000000000000000000000000000000000b0b00')

beforeAll(async () => {
  chain = await startLocalChain()
  decliner = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'not on our list' } }))
  })
  await new Promise<void>((r) => decliner.listen(0, '127.0.0.1', r))
  decliningPaymaster = `http://127.0.0.1:${(decliner.address() as AddressInfo).port}/`
  const base = { chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: 'Local' }
  // paymasterUrls: the local paymaster is http, so a dapp may name it only because the operator listed it.
  server = await startKept({ chains: [{ ...base, bundlerUrl: chain.stack.bundlerUrl, paymasterUrls: [chain.stack.paymasterUrl, decliningPaymaster] }] })
  deadBundler = await startKept({ chains: [{ ...base, bundlerUrl: 'http://127.0.0.1:9' }] })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await deadBundler?.stop()
  await chain?.stop()
  if (decliner) await new Promise((r) => decliner.close(r))
})

const balance = async (address: string) => BigInt(await rpc<string>(chain.rpcUrl, 'eth_getBalance', [address, 'latest']))
const code = (address: string) => rpc<string>(chain.rpcUrl, 'eth_getCode', [address, 'latest'])

/** A logged-in user who chose the smart account; `funded`: its (counterfactual) address holds 10 ETH. */
async function smartUser(on: Server, email: string, { funded = true } = {}) {
  const c = client(on)
  const eoa = await login(on, c, email)
  const chosen = await c.call('account/preferred', { type: 'smartAccount', chainId: chain.chainId })
  expect(chosen.status).toBe(200)
  const address = chosen.body.address as string
  if (funded) await rpc(chain.rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther('10'))])
  return { c, eoa: eoa.address, address }
}

const rpcCall = (c: Client, method: string, params: unknown) => c.call('rpc', { method, params, chainId: chain.chainId })
const batch = (calls: unknown[], extra: Record<string, unknown> = {}) => [{ version: '2.0.0', chainId: toQuantity(chain.chainId), atomicRequired: true, calls, ...extra }]

async function statusOf(c: Client, id: string, until: (status: number) => boolean) {
  for (let i = 0; i < 120; i++) {
    const answer = await rpcCall(c, 'wallet_getCallsStatus', [id])
    const result = answer.body.result as { status: number }
    if (until(result.status)) return answer.body.result as Record<string, unknown> & { status: number; receipts?: Record<string, unknown>[] }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${id} never reached the status`)
}

describe('smart accounts on a real chain', () => {
  it('the user operation hash computed here is the EntryPoint’s', async () => {
    const op = {
      sender: RECEIVER_A,
      nonce: 5n,
      factory: SIMPLE_ACCOUNT_FACTORY,
      factoryData: '0x1234',
      callData: '0xabcdef',
      callGasLimit: 100_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 50_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      paymaster: RECEIVER_B,
      paymasterVerificationGasLimit: 70_000n,
      paymasterPostOpGasLimit: 20_000n,
      paymasterData: '0xfeed',
      signature: '0x',
    }
    const onChain = entryPointAbi.decodeFunctionResult(
      'getUserOpHash',
      await rpc<string>(chain.rpcUrl, 'eth_call', [{ to: ENTRY_POINT_V07, data: entryPointAbi.encodeFunctionData('getUserOpHash', [pack(op)]) }, 'latest']),
    )[0]
    expect(userOpHash(op, ENTRY_POINT_V07, chain.chainId)).toBe(onChain)
    const { paymaster: _, ...unsponsored } = op
    const onChainPlain = entryPointAbi.decodeFunctionResult(
      'getUserOpHash',
      await rpc<string>(chain.rpcUrl, 'eth_call', [{ to: ENTRY_POINT_V07, data: entryPointAbi.encodeFunctionData('getUserOpHash', [pack(unsponsored)]) }, 'latest']),
    )[0]
    expect(userOpHash(unsponsored, ENTRY_POINT_V07, chain.chainId)).toBe(onChainPlain)
  })

  it('counterfactual address; the first transaction deploys it and returns the transaction hash', async () => {
    const c = client(server)
    const { address: eoa } = await login(server, c, 'first@example.com')
    const before = await c.call('user', { chainId: chain.chainId })
    expect(before.body).toMatchObject({ address: eoa, preferredAccountType: 'eoa', smartAccountDeployed: false })
    const smartEntry = (before.body.accounts as { address: string; type: string }[]).find((a) => a.type === 'smartAccount')
    const factoryAnswer = await rpc<string>(chain.rpcUrl, 'eth_call', [
      { to: SIMPLE_ACCOUNT_FACTORY, data: `0x8cb84e18${eoa.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(64)}` },
      'latest',
    ])
    expect(smartEntry?.address).toBe(getAddress(`0x${factoryAnswer.slice(26)}`))
    expect(await c.call('account/smart', { chainId: chain.chainId })).toMatchObject({ status: 200, body: { address: smartEntry?.address, isDeployed: false } })
    expect(await code(smartEntry?.address ?? '')).toBe('0x')

    const chosen = await c.call('account/preferred', { type: 'smartAccount', chainId: chain.chainId })
    expect(chosen.body).toMatchObject({ address: smartEntry?.address, preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    expect((await rpcCall(c, 'eth_accounts', [])).body.result).toEqual([smartEntry?.address])
    await rpc(chain.rpcUrl, 'anvil_setBalance', [smartEntry?.address, toQuantity(parseEther('10'))])

    const receiverBefore = await balance(RECEIVER_A)
    const sent = await c.approved('eth_sendTransaction', [{ from: smartEntry?.address, to: RECEIVER_A, value: toQuantity(1000n) }], chain.chainId)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const txHash = sent.body.result as string
    const receipt = await rpc<{ status: string; to: string }>(chain.rpcUrl, 'eth_getTransactionReceipt', [txHash])
    expect(receipt).toMatchObject({ status: '0x1', to: ENTRY_POINT_V07.toLowerCase() })
    expect(await balance(RECEIVER_A)).toBe(receiverBefore + 1000n)
    expect((await c.call('user', { chainId: chain.chainId })).body).toMatchObject({ smartAccountDeployed: true, address: smartEntry?.address })
    expect(await code(smartEntry?.address ?? '')).not.toBe('0x')
    expect(await rpcCall(c, 'wallet_getCapabilities', [smartEntry?.address, [toQuantity(chain.chainId)]])).toMatchObject({
      body: { result: { [toQuantity(chain.chainId)]: { atomic: { status: 'supported' }, paymasterService: { supported: true } } } },
    })
  })

  it('wallet_sendCalls: two transfers land in one operation; status goes from pending to 200 with receipts', async () => {
    const { c, address } = await smartUser(server, 'batch@example.com')
    const [a, b] = [await balance(RECEIVER_A), await balance(RECEIVER_B)]
    // Hold the chain still so the operation is seen pending, then mine it.
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    let id: string
    try {
      const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x7' }, { to: RECEIVER_B, value: '0x9', data: '0x' }]), chain.chainId)
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      id = (sent.body.result as { id: string }).id
      expect((await rpcCall(c, 'wallet_getCallsStatus', [id])).body.result).toEqual({ version: '2.0.0', id, chainId: toQuantity(chain.chainId), atomic: true, status: 100 })
    } finally {
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
    }
    const done = await statusOf(c, id, (s) => {
      if (s === 100) void rpc(chain.rpcUrl, 'evm_mine')
      return s !== 100
    })
    expect(done).toMatchObject({ status: 200, atomic: true, receipts: [{ status: '0x1', transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) }] })
    expect(await balance(RECEIVER_A)).toBe(a + 7n)
    expect(await balance(RECEIVER_B)).toBe(b + 9n)
    expect(await code(address)).not.toBe('0x')
  })

  it('a batch whose second call reverts moves nothing: the bundler refuses it, nothing is sent', async () => {
    const { c, address } = await smartUser(server, 'revert@example.com')
    const a = await balance(RECEIVER_A)
    const block = await rpc<string>(chain.rpcUrl, 'eth_blockNumber')
    // SimpleAccountFactory has neither receive nor fallback: value sent to it reverts, so executeBatch does.
    const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x5' }, { to: SIMPLE_ACCOUNT_FACTORY, value: '0x1' }]), chain.chainId)
    expect(sent).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^The bundler of chain 31337 refused the operation: .*revert/) } })
    expect(await rpc<string>(chain.rpcUrl, 'eth_blockNumber')).toBe(block)
    expect(await balance(RECEIVER_A)).toBe(a)
    expect(await code(address)).toBe('0x')
  })

  it('a batch that reverts once included (status 500): all or nothing', async () => {
    const { c } = await smartUser(server, 'lateRevert@example.com')
    const target = getAddress('0x000000000000000000000000000000000000dead')
    const before = [await balance(RECEIVER_A), await balance(target)]
    // Estimated while the target accepts ETH; made to revert (PUSH0 PUSH0 REVERT) before the bundle is mined.
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    let id: string
    try {
      const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x5' }, { to: target, value: '0x1' }]), chain.chainId)
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      id = (sent.body.result as { id: string }).id
      for (let i = 0; i < 100 && (await rpc<{ pending: string }>(chain.rpcUrl, 'txpool_status')).pending === '0x0'; i++) await new Promise((r) => setTimeout(r, 100))
      await rpc(chain.rpcUrl, 'anvil_setCode', [target, '0x5f5ffd'])
      await rpc(chain.rpcUrl, 'evm_mine')
    } finally {
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
    }
    expect(await statusOf(c, id, (s) => s !== 100)).toMatchObject({ status: 500, receipts: [{ status: '0x0' }] })
    expect([await balance(RECEIVER_A), await balance(target)]).toEqual(before)
    await rpc(chain.rpcUrl, 'anvil_setCode', [target, '0x'])
  })

  it('eth_sendTransaction whose call reverts once included: an error naming the transaction', async () => {
    const { c, address } = await smartUser(server, 'txRevert@example.com')
    const target = getAddress('0x000000000000000000000000000000000000beef')
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    let answer: Awaited<ReturnType<Client['approved']>>
    try {
      // The server waits for inclusion, so the chain is changed and mined while the request is under way.
      const pending = c.approved('eth_sendTransaction', [{ from: address, to: target, value: '0x1' }], chain.chainId)
      for (let i = 0; i < 100 && (await rpc<{ pending: string }>(chain.rpcUrl, 'txpool_status')).pending === '0x0'; i++) await new Promise((r) => setTimeout(r, 100))
      await rpc(chain.rpcUrl, 'anvil_setCode', [target, '0x5f5ffd'])
      await rpc(chain.rpcUrl, 'evm_mine')
      answer = await pending
    } finally {
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
    }
    expect(answer).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^The smart account's call reverted \(transaction 0x[0-9a-f]{64}\)$/) } })
    const txHash = /transaction (0x[0-9a-f]{64})/.exec(String(answer.body.error))?.[1]
    expect(await rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [txHash])).toMatchObject({ status: '0x1' })
    expect(await balance(target)).toBe(0n)
    await rpc(chain.rpcUrl, 'anvil_setCode', [target, '0x'])
  })

  it('two operations of one account sent at once get nonces one after the other, and both are included', async () => {
    const db = await testDb()
    const users = createUsers({ db, masterKey: randomBytes(32), now: Date.now })
    const user = { ...(await users.create('p1', { email: 'twice@example.com' })), accountType: 'smartAccount' as const }
    await users.setAccountType('p1', user.id, 'smartAccount')
    const chains = [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, bundlerUrl: chain.stack.bundlerUrl }]
    // Two instances of the server on one database, as a deployment behind a load balancer runs them.
    const [one, two] = [0, 1].map(() => createWalletRpc({ chains, users, userOps: createUserOps({ db, now: Date.now }), inclusionWaitMs: 30_000 }))
    if (!one || !two) throw new Error('no wallet rpc')
    try {
      const send = (rpcOf: typeof one, value: string) => rpcOf.request({ user, method: 'eth_sendTransaction', params: [{ to: RECEIVER_A, value }], chainId: chain.chainId })
      const [address] = (await one.request({ user, method: 'eth_accounts', params: [], chainId: chain.chainId })) as string[]
      await rpc(chain.rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther('1'))])
      await send(one, '0x1') // deploys the account
      const before = await balance(RECEIVER_A)
      // Each answers with the transaction that included it (one bundle may carry both).
      const hashes = (await Promise.all([send(one, '0x2'), send(two, '0x3')])) as string[]
      for (const hash of hashes) expect(await rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])).toMatchObject({ status: '0x1' })
      expect(await balance(RECEIVER_A)).toBe(before + 5n)
    } finally {
      one.close()
      two.close()
    }
  })

  it('eth_sendTransaction not included in time: an error naming the userOpHash (the operation stays sent)', async () => {
    const db = await testDb()
    const users = createUsers({ db, masterKey: randomBytes(32), now: Date.now })
    const user = await users.create('p1', { email: 'slow@example.com' })
    await users.setAccountType('p1', user.id, 'smartAccount')
    const chains = [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, bundlerUrl: chain.stack.bundlerUrl }]
    const walletRpc = createWalletRpc({ chains, users, userOps: createUserOps({ db, now: Date.now }), inclusionWaitMs: 300 })
    const smart = { ...user, accountType: 'smartAccount' as const }
    const [address] = (await walletRpc.request({ user: smart, method: 'eth_accounts', params: [], chainId: chain.chainId })) as string[]
    await rpc(chain.rpcUrl, 'anvil_setBalance', [address, toQuantity(parseEther('1'))])
    await rpc(chain.rpcUrl, 'evm_setAutomine', [false])
    try {
      await expect(walletRpc.request({ user: smart, method: 'eth_sendTransaction', params: [{ to: RECEIVER_A, value: '0x1' }], chainId: chain.chainId })).rejects.toMatchObject({
        status: 504,
        message: expect.stringMatching(/^The operation 0x[0-9a-f]{64} was sent but not included within 0 s/),
      })
    } finally {
      await rpc(chain.rpcUrl, 'evm_setAutomine', [true])
      walletRpc.close()
    }
  })

  it('a paymaster that declines: 400 with its reason, and nothing is sent', async () => {
    const { c, address } = await smartUser(server, 'declined@example.com', { funded: false })
    const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A }], { capabilities: { paymasterService: { url: decliningPaymaster } } }), chain.chainId)
    expect(sent).toMatchObject({ status: 400, body: { error: 'The paymaster declined to sponsor this operation: not on our list' } })
    expect(await code(address)).toBe('0x')
  })

  it('a sponsored batch (paymasterService) leaves the account’s ETH untouched', async () => {
    const { c, address } = await smartUser(server, 'sponsored@example.com', { funded: false })
    const b = await balance(RECEIVER_B)
    const sent = await c.approved(
      'wallet_sendCalls',
      batch([{ to: RECEIVER_B, value: '0x0' }, { to: RECEIVER_B, value: '0x0' }], { capabilities: { paymasterService: { url: chain.stack.paymasterUrl } } }),
      chain.chainId,
    )
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(await statusOf(c, (sent.body.result as { id: string }).id, (s) => s !== 100)).toMatchObject({ status: 200 })
    expect(await balance(address)).toBe(0n)
    expect(await balance(RECEIVER_B)).toBe(b)
    expect(await code(address)).not.toBe('0x')
  })

  it('a paymaster URL the page names must be on an origin the operator configured: nothing is called or sent', async () => {
    const { c, address } = await smartUser(server, 'badpm@example.com')
    for (const url of ['http://127.0.0.1:1/internal', 'https://127.0.0.1:1/internal']) {
      const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A }], { capabilities: { paymasterService: { url } } }), chain.chainId)
      expect(sent).toMatchObject({ status: 400, body: { error: expect.stringMatching(/does not call the paymaster/) } })
    }
    expect(await code(address)).toBe('0x')
  })

  it('bundler down: 502, and nothing is sent', async () => {
    const { c, address } = await smartUser(deadBundler, 'nobundler@example.com')
    const block = await rpc<string>(chain.rpcUrl, 'eth_blockNumber')
    const sent = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x1' }]), chain.chainId)
    expect(sent).toMatchObject({ status: 502, body: { error: `The bundler of chain ${chain.chainId} did not answer` } })
    expect(await rpc<string>(chain.rpcUrl, 'eth_blockNumber')).toBe(block)
    expect(await balance(address)).toBe(parseEther('10'))
    expect(await code(address)).toBe('0x')
  })

  it('an EOA user: batches refused (5760), no status to ask (5730), atomic unsupported; messages still signed', async () => {
    const c = client(server)
    const { address } = await login(server, c, 'eoa@example.com')
    expect((await rpcCall(c, 'eth_accounts', [])).body.result).toEqual([address])
    const refused = await c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A }]), chain.chainId)
    expect(refused).toMatchObject({ status: 400, body: { error: `Atomic batches need a smart account: this wallet is an EOA on chain ${chain.chainId} (EIP-5792 5760)` } })
    expect(await rpcCall(c, 'wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])).toMatchObject({ status: 400, body: { error: expect.stringContaining('5730') } })
    expect((await rpcCall(c, 'wallet_getCapabilities', [address])).body.result).toEqual({ [toQuantity(chain.chainId)]: { atomic: { status: 'unsupported' } } })
    expect((await c.approved('personal_sign', ['0x68690a', address], chain.chainId)).status).toBe(200)
  })

  it('as a smart account, messages are refused (no ERC-1271), and another user’s batch id is unknown', async () => {
    const { c, address } = await smartUser(server, 'nosign@example.com')
    // A batch signs and spends like a transaction: without the device's approval of this exact request, nothing.
    expect(await rpcCall(c, 'wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x1' }]))).toMatchObject({ status: 403 })
    expect(await code(address)).toBe('0x')
    const signed = await c.approved('personal_sign', ['0x6869', address], chain.chainId)
    expect(signed).toMatchObject({ status: 400, body: { error: expect.stringMatching(/SimpleAccount has no ERC-1271/) } })
    const other = await smartUser(server, 'other@example.com')
    const sent = await other.c.approved('wallet_sendCalls', batch([{ to: RECEIVER_A, value: '0x1' }]), chain.chainId)
    const id = (sent.body.result as { id: string }).id
    expect(await rpcCall(c, 'wallet_getCallsStatus', [id])).toMatchObject({ status: 400, body: { error: 'Unknown bundle id (EIP-5792 5730)' } })
    expect(await statusOf(other.c, id, (s) => s !== 100)).toMatchObject({ status: 200 })
  })
})
