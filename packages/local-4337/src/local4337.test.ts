import { createServer, type AddressInfo } from 'node:net'
import { Contract, getBytes, type JsonRpcProvider, parseEther, toQuantity, Wallet, ZeroAddress, ZeroHash } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTRY_POINT_V07, SIMPLE_ACCOUNT_FACTORY_V07 } from './addresses'
import { artifact } from './artifacts'
import { providerFor } from './chain'
import { startBundler } from './bundler'
import { deployAccountAbstraction } from './deploy'
import { JsonRpcCallError, rpcCall } from './jsonRpcClient'
import { type Local4337Handle, startLocal4337 } from './local4337'
import { startPaymaster } from './paymaster/startPaymaster'
import { freePort, isRunning, startDevAnvil, type DevAnvil } from './anvil'
import { packUserOperation, type RpcUserOperation } from './userOperation'

let anvil: DevAnvil
let provider: JsonRpcProvider
let local: Local4337Handle

beforeAll(async () => {
  anvil = await startDevAnvil()
  provider = providerFor(anvil.url)
  local = await startLocal4337({ rpcUrl: anvil.url, chainId: anvil.chainId, bundlerPort: await freePort(), paymasterPort: 0 })
}, 60_000)

afterAll(async () => {
  // Each in turn even if one throws: a failed stop must not leave anvil running.
  await local?.stop().catch(() => {})
  provider?.destroy()
  await anvil?.stop()
})

const entryPoint = () => new Contract(ENTRY_POINT_V07, artifact('EntryPoint').abi, provider)
const chainIdHex = () => toQuantity(anvil.chainId)

describe('deployAccountAbstraction', () => {
  it('puts EntryPoint v0.7 and SimpleAccountFactory at their canonical addresses', async () => {
    expect(local.entryPoint).toBe(ENTRY_POINT_V07)
    expect(local.accountFactory).toBe(SIMPLE_ACCOUNT_FACTORY_V07)
    expect(await provider.getCode(ENTRY_POINT_V07)).not.toBe('0x')
    expect(await provider.getCode(SIMPLE_ACCOUNT_FACTORY_V07)).not.toBe('0x')
    const factory = new Contract(SIMPLE_ACCOUNT_FACTORY_V07, artifact('SimpleAccountFactory').abi, provider)
    expect(await factory.getFunction('accountImplementation')()).not.toBe(ZeroAddress)
  })

  it('is idempotent: a second run sends no transaction', async () => {
    // Raw: ethers' getBlockNumber keeps its own copy for a moment.
    const blockNumber = () => provider.send('eth_blockNumber', [])
    const before = await blockNumber()
    expect(await deployAccountAbstraction({ rpcUrl: anvil.url })).toEqual({ entryPoint: ENTRY_POINT_V07, accountFactory: SIMPLE_ACCOUNT_FACTORY_V07 })
    expect(await blockNumber()).toBe(before)
  })
})

describe('bundler', () => {
  it('answers eth_supportedEntryPoints with EntryPoint v0.7, from its own PID', async () => {
    expect(await rpcCall<string[]>(local.bundlerUrl, 'eth_supportedEntryPoints')).toEqual([ENTRY_POINT_V07])
    expect(isRunning(local.bundler.pid)).toBe(true)
  })

  it('refuses a port something else holds, before starting alto', async () => {
    const squatter = createServer((socket) => socket.destroy())
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve))
    try {
      await expect(startBundler({ rpcUrl: anvil.url, port: (squatter.address() as AddressInfo).port })).rejects.toThrow(/is in use/)
    } finally {
      await new Promise((resolve) => squatter.close(resolve))
    }
  })

  it('rejects with the tail of alto\'s output when alto exits before it serves', async () => {
    // A chain without the EntryPoint: alto checks for it at start and exits.
    const bare = await startDevAnvil()
    try {
      await expect(startBundler({ rpcUrl: bare.url, port: await freePort() })).rejects.toThrow(/alto on http:\/\/127\.0\.0\.1:\d+ exited early[\s\S]*does not exist/)
    } finally {
      await bare.stop()
    }
  })

  it('refuses to listen beyond loopback', async () => {
    await expect(startBundler({ rpcUrl: anvil.url, host: '0.0.0.0', port: 1 })).rejects.toThrow(/loopback/)
  })
})

describe('a sponsored SimpleAccount UserOperation', () => {
  it('is estimated with the stub, signed by the paymaster, included, and paid from the paymaster deposit', async () => {
    const owner = Wallet.createRandom()
    const factory = new Contract(SIMPLE_ACCOUNT_FACTORY_V07, artifact('SimpleAccountFactory').abi, provider)
    const sender: string = await factory.getFunction('getAddress').staticCall(owner.address, 0)
    // The account holds ETH of its own: unsponsored, it would pay its gas from it.
    await provider.send('anvil_setBalance', [sender, toQuantity(parseEther('1'))])
    const recipient = Wallet.createRandom().address
    const gasPrice = await rpcCall<{ fast: { maxFeePerGas: string; maxPriorityFeePerGas: string } }>(local.bundlerUrl, 'pimlico_getUserOperationGasPrice')

    let op: RpcUserOperation = {
      sender,
      nonce: toQuantity(await entryPoint().getFunction('getNonce')(sender, 0)),
      factory: SIMPLE_ACCOUNT_FACTORY_V07,
      factoryData: factory.interface.encodeFunctionData('createAccount', [owner.address, 0]),
      callData: new Contract(sender, artifact('SimpleAccount').abi).interface.encodeFunctionData('execute', [recipient, parseEther('0.001'), '0x']),
      callGasLimit: '0x0',
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      ...gasPrice.fast,
      // Any well-formed signature: SimpleAccount reports a mismatch instead of reverting, so estimation runs.
      signature: Wallet.createRandom().signingKey.sign(ZeroHash).serialized,
    }
    const deposit = async () => (await entryPoint().getFunction('balanceOf')(local.paymaster.address)) as bigint
    const depositBefore = await deposit()
    expect(depositBefore).toBe(parseEther('10'))

    const stub = await rpcCall<Record<string, unknown>>(local.paymasterUrl, 'pm_getPaymasterStubData', [op, ENTRY_POINT_V07, chainIdHex(), {}])
    expect(stub).toMatchObject({ paymaster: local.paymaster.address, isFinal: false, sponsor: { name: 'Latch local paymaster' } })
    const { isFinal: _isFinal, sponsor: _sponsor, ...stubFields } = stub
    op = { ...op, ...stubFields }
    const gas = await rpcCall<Record<string, string>>(local.bundlerUrl, 'eth_estimateUserOperationGas', [op, ENTRY_POINT_V07])
    op = { ...op, callGasLimit: gas.callGasLimit!, verificationGasLimit: gas.verificationGasLimit!, preVerificationGas: gas.preVerificationGas! }
    op = { ...op, ...(await rpcCall<Record<string, string>>(local.paymasterUrl, 'pm_getPaymasterData', [op, ENTRY_POINT_V07, chainIdHex(), {}])) }
    const userOpHash: string = await entryPoint().getFunction('getUserOpHash')(Object.values(packUserOperation(op)))
    op = { ...op, signature: await owner.signMessage(getBytes(userOpHash)) }

    expect(await rpcCall(local.bundlerUrl, 'eth_sendUserOperation', [op, ENTRY_POINT_V07])).toBe(userOpHash)
    let receipt: { success: boolean; paymaster: string; actualGasCost: string } | null = null
    for (let i = 0; i < 100 && !receipt; i++) {
      receipt = await rpcCall(local.bundlerUrl, 'eth_getUserOperationReceipt', [userOpHash])
      if (!receipt) await new Promise((r) => setTimeout(r, 100))
    }
    expect(receipt).toMatchObject({ success: true, paymaster: local.paymaster.address })
    expect(await provider.getCode(sender)).not.toBe('0x')
    expect(await provider.getBalance(recipient)).toBe(parseEther('0.001'))
    // The account paid only what it sent; the gas came out of the paymaster's deposit.
    expect(await provider.getBalance(sender)).toBe(parseEther('1') - parseEther('0.001'))
    expect(await deposit()).toBe(depositBefore - BigInt(receipt!.actualGasCost))
    expect(BigInt(receipt!.actualGasCost)).toBeGreaterThan(0n)
  })
})

describe('paymaster endpoint', () => {
  const stubRequest = (chainId: string, ep = ENTRY_POINT_V07) => {
    const op = { sender: Wallet.createRandom().address, nonce: '0x0', callData: '0x', callGasLimit: '0x0', verificationGasLimit: '0x0', preVerificationGas: '0x0', maxFeePerGas: '0x1', maxPriorityFeePerGas: '0x1' }
    return rpcCall(local.paymasterUrl, 'pm_getPaymasterStubData', [op, ep, chainId, {}])
  }

  it('refuses another chain id and another entry point with a JSON-RPC error', async () => {
    await expect(stubRequest('0x1')).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/chain 0x1/) })
    await expect(stubRequest(chainIdHex(), '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789')).rejects.toBeInstanceOf(JsonRpcCallError)
    await expect(stubRequest(chainIdHex())).resolves.toMatchObject({ isFinal: false })
  })

  it('answers HTTP 429 once a client is over its rate limit, and refuses oversized bodies', async () => {
    const limited = await startPaymaster({ rpcUrl: anvil.url, chainId: anvil.chainId, port: 0, requestsPerMinute: 3 })
    try {
      const post = (body: string) => fetch(limited.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      const ask = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pm_unknown', params: [] })
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await post(ask)).status)
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.stop()
    }
    const big = await fetch(local.paymasterUrl, { method: 'POST', body: 'x'.repeat(100 * 1024) }).catch((e: unknown) => e)
    // Either the 413 arrives, or the socket closes before the client finished sending: never a 200.
    expect(big instanceof Response ? String(big.status) : 'closed').toMatch(/413|closed/)
  })
})

describe('stop', () => {
  it('ends alto by its PID and closes the paymaster', async () => {
    const pid = local.bundler.pid
    await local.stop()
    expect(isRunning(pid)).toBe(false)
    await expect(fetch(local.paymasterUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
  })
})
