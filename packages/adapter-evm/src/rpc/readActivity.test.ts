import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { type Contract, ContractFactory, JsonRpcProvider, NonceManager, parseEther, parseUnits, Wallet } from 'ethers'
import { createRpcTransport } from '@latch/core/rpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OtterscanUnavailableError } from './otterscanUnavailableError'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'
import { readActivity } from './readActivity'

const require = createRequire(import.meta.url)
const ERC20 = require('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as { abi: object[]; bytecode: string }
// anvil's first two dev accounts.
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HOLDER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const HOLDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const FRIEND = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

let anvil: AnvilInstance
let token: string
/** What the test did on chain, newest last: hashes and the blocks' times (ms). */
const done: { hash: string; time: number }[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(DEPLOYER_KEY, provider))
  const holder = new NonceManager(new Wallet(HOLDER_KEY, provider))
  const record = async (sent: { hash: string; wait(): Promise<unknown> }) => {
    await sent.wait().catch(() => {})
    const receipt = await provider.getTransactionReceipt(sent.hash)
    const block = await provider.getBlock(receipt?.blockNumber ?? 'latest')
    done.push({ hash: sent.hash, time: (block?.timestamp ?? 0) * 1000 })
  }
  // A real ERC-20 (OpenZeppelin's published artifact). The holder gets LTT by the deployer's call: not the
  // holder's transaction, so the chain's search does not list it.
  const erc20 = (await new ContractFactory(ERC20.abi, ERC20.bytecode, deployer).deploy('Latch Test Token', 'LTT', parseUnits('1000', 18), await deployer.getAddress())) as Contract
  await erc20.waitForDeployment()
  token = (await erc20.getAddress()).toLowerCase()
  await (await erc20.getFunction('transfer')(HOLDER, parseUnits('100', 18))).wait()
  await record(await deployer.sendTransaction({ to: HOLDER, value: parseEther('1.5') }))
  const asHolder = erc20.connect(holder) as Contract
  await record(await asHolder.getFunction('transfer')(FRIEND, parseUnits('2.5', 18)))
  // More than it holds, with the gas given so it is mined anyway: a failed transaction.
  await record(await asHolder.getFunction('transfer')(FRIEND, parseUnits('1000', 18), { gasLimit: 100_000n }))
  provider.destroy()
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

const network = () => ({ id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337' as const, chainNamespace: 'eip155' as const, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } })

describe('activity from the chain (Otterscan API)', () => {
  it('lists the account’s transactions newest first: status, time, native and ERC-20 transfers, in two round trips', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [network()] })
    const bodies: unknown[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')))
      return realFetch(input, init)
    }
    try {
      const page = await adapter.reads.getActivity({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' })
      const [send, transfer, failed] = done
      expect(page.transactions).toEqual([
        { hash: failed?.hash, status: 'failed', timestamp: failed?.time, from: HOLDER, to: token, transfers: [] },
        {
          hash: transfer?.hash,
          status: 'confirmed',
          timestamp: transfer?.time,
          from: HOLDER,
          to: token,
          transfers: [{ direction: 'out', symbol: 'LTT', amount: parseUnits('2.5', 18).toString(), decimals: 18, asset: `eip155:31337/erc20:${token}`, counterparty: FRIEND }],
        },
        {
          hash: send?.hash,
          status: 'confirmed',
          timestamp: send?.time,
          from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
          to: HOLDER,
          transfers: [{ direction: 'in', symbol: 'ETH', amount: parseEther('1.5').toString(), decimals: 18, counterparty: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }],
        },
      ])
      expect(page.next).toBeUndefined()
      // The search (with the endpoint's chain check riding along), then one batch for the token's symbol and decimals.
      expect(bodies).toHaveLength(2)
      expect((bodies[0] as { method: string }[]).map((b) => b.method)).toEqual(['eth_chainId', 'ots_searchTransactionsBefore'])
      expect(Array.isArray(bodies[1]) && bodies[1].length).toBe(2)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('pages by block: the next page searches before the oldest block of the last one', async () => {
    const read = (cursor?: string) => readActivity({ transport: createRpcTransport({ urls: [anvil.url], timeoutMs: 5_000 }), caipNetworkId: 'eip155:31337', address: HOLDER, native: { symbol: 'ETH', decimals: 18 }, pageSize: 2, ...(cursor ? { cursor } : {}) })
    const first = await read()
    expect(first.transactions.map((t) => t.hash)).toEqual([done[2]?.hash, done[1]?.hash])
    expect(first.next).toMatch(/^\d+$/)
    const second = await read(first.next)
    expect(second.transactions.map((t) => t.hash)).toEqual([done[0]?.hash])
    expect(second.next).toBeUndefined()
  })

  it('a node without the Otterscan API: a typed error that says to use an indexer', async () => {
    const server: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const { id } = JSON.parse(body) as { id: number }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const error = await readActivity({ transport: createRpcTransport({ urls: [url], timeoutMs: 5_000 }), caipNetworkId: 'eip155:31337', address: HOLDER, native: { symbol: 'ETH', decimals: 18 } }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(OtterscanUnavailableError)
      expect((error as OtterscanUnavailableError).longMessage).toContain('options.activity.source')
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
