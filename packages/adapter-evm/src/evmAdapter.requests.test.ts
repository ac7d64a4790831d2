import type { CaipNetwork } from '@latch/core'
import { ProviderNotConnectedError, UnknownNetworkError, UserRejectedRequestError } from '@latch/core'
import { InvalidAddressError, InvalidInputError } from '@latch/core/errors'
import { RpcUnavailableError } from '@latch/core/rpc'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from './evmAdapter'
import { type AnvilInstance, freePort, startAnvil } from './test/anvil'
import { ANVIL_ACCOUNT, createFakeWallet, createFakeWindow, type Handler, installAnnouncedWallet, WalletRpcError, walletInfo } from './test/fakeWallet'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const anvilNetwork = (http: string[]): CaipNetwork => ({
  id: 31337,
  name: 'Anvil',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
  testnet: true,
})

/** Anvil unlocks its dev accounts, so a wallet can hand transactions straight to the node. */
async function anvilRpc(method: string, params: unknown): Promise<unknown> {
  const res = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new WalletRpcError(body.error.code, body.error.message)
  return body.result
}

async function connectedAdapter(handlers: Record<string, Handler> = {}, networks = [anvilNetwork([anvil.url])]) {
  const win = createFakeWindow()
  vi.stubGlobal('window', win)
  const wallet = createFakeWallet({ chainId: 31337, handlers })
  installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), wallet.provider)
  const adapter = new EvmAdapter()
  adapter.setup({ networks })
  await adapter.connect({ connectorId: 'io.metamask' })
  wallet.calls.length = 0
  return { adapter, wallet }
}

describe('EvmAdapter: getBalance (real anvil)', () => {
  it("reads anvil's 10000.0 ETH from the network's RPC, not the wallet", async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([anvil.url])] })
    expect(await adapter.reads.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).toEqual({
      balance: '10000.0',
      symbol: 'ETH',
    })
  })

  it('falls back when the first RPC URL is down', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([`http://127.0.0.1:${await freePort()}`, anvil.url])] })
    expect((await adapter.reads.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).balance).toBe('10000.0')
  })

  it('throws RpcUnavailableError when no RPC URL answers', async () => {
    const adapter = new EvmAdapter({ rpcTimeoutMs: 500 })
    adapter.setup({ networks: [anvilNetwork([`http://127.0.0.1:${await freePort()}`])] })
    await expect(adapter.reads.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(
      RpcUnavailableError,
    )
  })

  it('refuses networks it was not set up with, and malformed addresses', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([anvil.url])] })
    await expect(adapter.reads.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      UnknownNetworkError,
    )
    await expect(adapter.reads.getBalance({ address: 'vitalik.eth', caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(
      InvalidAddressError,
    )
  })

  it('accepts an address without the 0x prefix (spec §5)', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([anvil.url])] })
    const balance = await adapter.reads.getBalance({ address: ANVIL_ACCOUNT.slice(2), caipNetworkId: 'eip155:31337' })
    expect(balance.balance).toBe('10000.0')
  })
})

describe('EvmAdapter: wallet requests', () => {
  it('personal_signs the UTF-8 bytes of the message as hex', async () => {
    const { adapter, wallet } = await connectedAdapter({ personal_sign: () => '0xsig' })
    expect(await adapter.signMessage({ message: 'héllo ✓', address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).toBe('0xsig')
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: ['0x68c3a96c6c6f20e29c93', ANVIL_ACCOUNT] }])
  })

  it('maps a rejected signature to UserRejectedRequestError', async () => {
    const { adapter } = await connectedAdapter({
      personal_sign: () => {
        throw new WalletRpcError(4001, 'User denied message signature.')
      },
    })
    await expect(adapter.signMessage({ message: 'hi', address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('sends typed data as a JSON string with eth_signTypedData_v4', async () => {
    const { adapter, wallet } = await connectedAdapter({ eth_signTypedData_v4: () => '0xtyped' })
    const data = { domain: { chainId: 31337n }, message: { amount: 5n }, primaryType: 'T', types: {} }
    expect(await adapter.transactions.signTypedData?.({ address: ANVIL_ACCOUNT, data, caipNetworkId: 'eip155:31337' })).toBe('0xtyped')
    expect(wallet.calls[0]).toEqual({
      method: 'eth_signTypedData_v4',
      params: [ANVIL_ACCOUNT, '{"domain":{"chainId":"31337"},"message":{"amount":"5"},"primaryType":"T","types":{}}'],
    })
  })

  it('prepares a native transfer with the wallet’s gas estimate at the network price, and submits that transaction', async () => {
    const forward = (method: string) => (params: unknown) => anvilRpc(method, params)
    const { adapter, wallet } = await connectedAdapter({
      eth_estimateGas: forward('eth_estimateGas'),
      eth_gasPrice: forward('eth_gasPrice'),
      eth_sendTransaction: forward('eth_sendTransaction'),
    })
    const price = BigInt((await anvilRpc('eth_gasPrice', [])) as string)
    const prepared = await adapter.transfers.prepare({ from: ANVIL_ACCOUNT, to: RECEIVER, amount: 10n ** 18n, symbol: 'ETH', decimals: 18, caipNetworkId: 'eip155:31337' })
    expect(prepared.fee).toBe(21000n * price)
    expect(prepared.activity).toEqual({ from: ANVIL_ACCOUNT, to: RECEIVER, transfers: [{ direction: 'out', symbol: 'ETH', amount: '1000000000000000000', decimals: 18, counterparty: RECEIVER }] })
    wallet.calls.length = 0
    const hash = await prepared.submit()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.calls.map((c) => [c.method, c.params])).toEqual([['eth_sendTransaction', [{ from: ANVIL_ACCOUNT, to: RECEIVER, value: '0xde0b6b3a7640000' }]]])
    // Anvil mines on arrival but may expose the receipt a moment later.
    await vi.waitFor(async () => {
      const receipt = (await anvilRpc('eth_getTransactionReceipt', [hash])) as { status: string } | null
      expect(receipt?.status).toBe('0x1')
    })
    expect((await adapter.reads.getBalance({ address: RECEIVER, caipNetworkId: 'eip155:31337' })).balance).toBe('10001.0')
  })

  it('refuses wallet requests before a connection exists', async () => {
    const adapter = new EvmAdapter()
    await expect(adapter.signMessage({ message: 'hi', address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(ProviderNotConnectedError)
    await expect(
      adapter.switchNetwork({ network: anvilNetwork([anvil.url]) }),
    ).rejects.toBeInstanceOf(ProviderNotConnectedError)
  })

  it('formats, parses and validates like the contract says', () => {
    const adapter = new EvmAdapter()
    expect(adapter.formatUnits(1500000000000000000n, 18)).toBe('1.5')
    expect(adapter.parseUnits('1.5', 18)).toBe(1500000000000000000n)
    expect(adapter.isAddress(ANVIL_ACCOUNT, 'eip155:1')).toBe(true)
    expect(adapter.isAddress('0x123', 'eip155:1')).toBe(false)
    expect(adapter.normalize('0xAbC')).toBe('0xabc')
  })

  it('prepares an ERC-20 transfer as a call to the token: selector + address word + amount word, value 0', async () => {
    const { adapter, wallet } = await connectedAdapter({ eth_estimateGas: () => '0xc350', eth_gasPrice: () => '0x3b9aca00', eth_sendTransaction: () => `0x${'ab'.repeat(32)}` })
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const prepared = await adapter.transfers.prepare({ from: ANVIL_ACCOUNT, to: RECEIVER, asset: `eip155:31337/erc20:${token}`, amount: 12500000000000000000n, symbol: 'LTT', decimals: 18, caipNetworkId: 'eip155:31337' })
    expect(prepared.fee).toBe(50000n * 1_000_000_000n)
    expect(prepared.activity.to).toBe(token)
    expect(prepared.activity.transfers[0]).toMatchObject({ asset: `eip155:31337/erc20:${token}`, counterparty: RECEIVER })
    const data = '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000ad78ebc5ac620000'
    expect(wallet.calls[0]).toEqual({ method: 'eth_estimateGas', params: [{ from: ANVIL_ACCOUNT, to: token, value: '0x0', data }] })
    await prepared.submit()
    expect(wallet.calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ from: ANVIL_ACCOUNT, to: token, value: '0x0', data }] })
  })

  it('refuses a malformed receiver, an asset of another network, and a bad sendTransaction payload, asking the wallet nothing', async () => {
    const { adapter, wallet } = await connectedAdapter({})
    const base = { from: ANVIL_ACCOUNT, amount: 1n, symbol: 'ETH', decimals: 18, caipNetworkId: 'eip155:31337' as const }
    await expect(adapter.transfers.prepare({ ...base, to: '0x12' })).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(adapter.transfers.prepare({ ...base, to: RECEIVER, asset: 'eip155:1/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3' })).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(adapter.transfers.prepare({ ...base, to: RECEIVER, caipNetworkId: 'eip155:5' })).rejects.toBeInstanceOf(UnknownNetworkError)
    await expect(adapter.transactions.send({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337', transaction: { to: RECEIVER, value: 1 } })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(adapter.transactions.send({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337', transaction: { to: RECEIVER, data: 'ff' } })).rejects.toBeInstanceOf(InvalidInputError)
    expect(wallet.calls).toEqual([])
  })

  it('writes addresses with their EIP-55 checksum for sign-in messages', async () => {
    const adapter = new EvmAdapter()
    expect(await adapter.canonicalAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await expect(adapter.canonicalAddress('0x123')).rejects.toThrow()
  })
})
