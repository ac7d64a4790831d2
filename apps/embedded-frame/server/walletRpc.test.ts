import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { keccak256, Transaction, TypedDataEncoder, verifyMessage, verifyTypedData, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTACKER, abi, MAX_UINT256, USDC, usdcPermit } from '../shared/fixtures.test-helpers'
import { createWalletRpc } from './walletRpc.mjs'

// The server's signing methods read their parameters with the shared normaliser (review H1/H2): a request
// the approval screen would refuse is refused here too, before any key is opened, and what the screen
// shows is what is signed. A tiny JSON-RPC node on 127.0.0.1 receives the signed transactions.
const wallet = Wallet.createRandom()
const user = { id: 'u1', projectId: 'p1', email: null, subject: null, userName: null, avatarUrl: null, address: wallet.address, accountType: 'eoa' as const }
const users = { signer: () => new Wallet(wallet.privateKey) } as never
const raw: string[] = []
let node: Server
let rpc: ReturnType<typeof createWalletRpc>

const BLOCK = {
  hash: `0x${'11'.repeat(32)}`,
  parentHash: `0x${'22'.repeat(32)}`,
  number: '0x1',
  timestamp: '0x1',
  nonce: '0x0000000000000000',
  difficulty: '0x0',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  miner: `0x${'00'.repeat(20)}`,
  extraData: '0x',
  baseFeePerGas: '0x3b9aca00',
  transactions: [],
}
const ANSWERS: Record<string, (params: unknown[]) => unknown> = {
  eth_chainId: () => '0x7a69',
  eth_blockNumber: () => '0x1',
  eth_getTransactionCount: () => '0x0',
  eth_estimateGas: () => '0x5208',
  eth_gasPrice: () => '0x3b9aca00',
  eth_maxPriorityFeePerGas: () => '0x1',
  eth_getBlockByNumber: () => BLOCK,
  eth_sendRawTransaction: ([signed]) => {
    raw.push(signed as string)
    return keccak256(signed as string)
  },
}

beforeAll(async () => {
  node = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      const { id, method, params } = JSON.parse(body)
      const answer = ANSWERS[method]
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(answer ? { jsonrpc: '2.0', id, result: answer(params) } : { jsonrpc: '2.0', id, error: { code: -32601, message: method } }))
    })
  })
  await new Promise<void>((r) => node.listen(0, '127.0.0.1', r))
  rpc = createWalletRpc({ chains: [{ chainId: 31337, rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}` }], users })
})
afterAll(async () => {
  rpc.close()
  await new Promise((r) => node.close(r))
})

const call = (method: string, params: unknown) => rpc.request({ user, method, params, chainId: 31337 })
const approveAll = abi.encodeFunctionData('approve(address,uint256)', [ATTACKER, MAX_UINT256])

describe('walletRpc: eth_sendTransaction (H1)', () => {
  it('the attack: data and input that differ are refused with 400, and nothing is broadcast', async () => {
    const before = raw.length
    await expect(call('eth_sendTransaction', [{ to: USDC, data: '0x', input: approveAll }])).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/data and input/) })
    await expect(call('eth_sendTransaction', [{ to: USDC, gasLimit: '0x1' }])).rejects.toMatchObject({ status: 400 })
    await expect(call('eth_sendTransaction', [{ to: USDC, value: '1000' }])).rejects.toMatchObject({ status: 400 })
    await expect(call('eth_sendTransaction', [{ to: USDC, chainId: '0x1' }])).rejects.toMatchObject({ status: 400 })
    expect(raw.length).toBe(before)
  })

  it('signs exactly the normalised transaction: input as data, receiver, value, gas, on the wallet’s chain', async () => {
    const hash = await call('eth_sendTransaction', [{ from: wallet.address.toLowerCase(), to: USDC.toLowerCase(), input: approveAll, value: '0x2', gas: '0x1d4c0' }])
    const sent = Transaction.from(raw.at(-1) as string)
    expect(hash).toBe(sent.hash)
    expect(sent).toMatchObject({ to: USDC, data: approveAll, value: 2n, gasLimit: 120000n, chainId: 31337n })
    expect(sent.from).toBe(wallet.address)
  })
})

describe('walletRpc: personal_sign and eth_signTypedData_v4 (H2)', () => {
  it('the attack: a Permit declared as "SignIn" is refused with 400', async () => {
    await expect(call('eth_signTypedData_v4', [wallet.address, JSON.stringify(usdcPermit({ primaryType: 'SignIn' }))])).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/SignIn.*Permit/),
    })
  })

  it('signs the typed data the screen showed; the signature verifies against the request as the app sent it', async () => {
    const data = usdcPermit({ message: { notice: 'ignored', owner: wallet.address, spender: ATTACKER, value: '5', nonce: 0, deadline: 1 } })
    const signature = (await call('eth_signTypedData_v4', [wallet.address, JSON.stringify(data)])) as string
    const { EIP712Domain: _d, ...types } = data.types
    expect(verifyTypedData(data.domain, types, data.message, signature)).toBe(wallet.address)
    expect(TypedDataEncoder.getPrimaryType(types)).toBe('Permit')
  })

  it('signs personal_sign hex as bytes and text as UTF-8; refuses odd hex and another address', async () => {
    expect(verifyMessage(new Uint8Array([0x68, 0x69]), (await call('personal_sign', ['0x6869', wallet.address])) as string)).toBe(wallet.address)
    expect(verifyMessage('hi', (await call('personal_sign', ['hi', wallet.address])) as string)).toBe(wallet.address)
    await expect(call('personal_sign', ['0xabc', wallet.address])).rejects.toMatchObject({ status: 400 })
    await expect(call('personal_sign', ['hi', ATTACKER])).rejects.toMatchObject({ status: 400 })
  })
})
