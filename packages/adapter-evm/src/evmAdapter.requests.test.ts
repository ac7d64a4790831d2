import type { CaipNetwork } from '@latch/core'
import { UserRejectedRequestError } from '@latch/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { InvalidEvmAddressError, ProviderNotConnectedError, RpcUnavailableError, UnknownEvmNetworkError } from './errors'
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
    expect(await adapter.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).toEqual({
      balance: '10000.0',
      symbol: 'ETH',
    })
  })

  it('falls back when the first RPC URL is down', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([`http://127.0.0.1:${await freePort()}`, anvil.url])] })
    expect((await adapter.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).balance).toBe('10000.0')
  })

  it('throws RpcUnavailableError when no RPC URL answers', async () => {
    const adapter = new EvmAdapter({ rpcTimeoutMs: 500 })
    adapter.setup({ networks: [anvilNetwork([`http://127.0.0.1:${await freePort()}`])] })
    await expect(adapter.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(
      RpcUnavailableError,
    )
  })

  it('refuses networks it was not set up with, and malformed addresses', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([anvil.url])] })
    await expect(adapter.getBalance({ address: ANVIL_ACCOUNT, caipNetworkId: 'eip155:1' })).rejects.toBeInstanceOf(
      UnknownEvmNetworkError,
    )
    await expect(adapter.getBalance({ address: 'vitalik.eth', caipNetworkId: 'eip155:31337' })).rejects.toBeInstanceOf(
      InvalidEvmAddressError,
    )
  })

  it('accepts an address without the 0x prefix (spec §5)', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [anvilNetwork([anvil.url])] })
    const balance = await adapter.getBalance({ address: ANVIL_ACCOUNT.slice(2), caipNetworkId: 'eip155:31337' })
    expect(balance.balance).toBe('10000.0')
  })
})

describe('EvmAdapter: wallet requests', () => {
  it('personal_signs the UTF-8 bytes of the message as hex', async () => {
    const { adapter, wallet } = await connectedAdapter({ personal_sign: () => '0xsig' })
    expect(await adapter.signMessage({ message: 'héllo ✓', address: ANVIL_ACCOUNT })).toBe('0xsig')
    expect(wallet.calls).toEqual([{ method: 'personal_sign', params: ['0x68c3a96c6c6f20e29c93', ANVIL_ACCOUNT] }])
  })

  it('maps a rejected signature to UserRejectedRequestError', async () => {
    const { adapter } = await connectedAdapter({
      personal_sign: () => {
        throw new WalletRpcError(4001, 'User denied message signature.')
      },
    })
    await expect(adapter.signMessage({ message: 'hi', address: ANVIL_ACCOUNT })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('sends typed data as a JSON string with eth_signTypedData_v4', async () => {
    const { adapter, wallet } = await connectedAdapter({ eth_signTypedData_v4: () => '0xtyped' })
    const data = { domain: { chainId: 31337n }, message: { amount: 5n }, primaryType: 'T', types: {} }
    expect(await adapter.signTypedData({ address: ANVIL_ACCOUNT, data })).toBe('0xtyped')
    expect(wallet.calls[0]).toEqual({
      method: 'eth_signTypedData_v4',
      params: [ANVIL_ACCOUNT, '{"domain":{"chainId":"31337"},"message":{"amount":"5"},"primaryType":"T","types":{}}'],
    })
  })

  it('estimates and sends a real transaction through the wallet', async () => {
    const forward = (method: string) => (params: unknown) => anvilRpc(method, params)
    const { adapter, wallet } = await connectedAdapter({
      eth_estimateGas: forward('eth_estimateGas'),
      eth_gasPrice: forward('eth_gasPrice'),
      eth_sendTransaction: forward('eth_sendTransaction'),
    })
    const tx = { address: ANVIL_ACCOUNT, to: RECEIVER, value: 10n ** 18n, caipNetworkId: 'eip155:31337' as const }
    const price = BigInt((await anvilRpc('eth_gasPrice', [])) as string)
    expect(await adapter.estimateFee(tx)).toBe(21000n * price)
    wallet.calls.length = 0
    expect(await adapter.estimateGas(tx)).toBe(21000n)
    const hash = await adapter.sendTransaction({ ...tx, gas: 21000n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(wallet.calls.map((c) => c.params)).toEqual([
      [{ from: ANVIL_ACCOUNT, to: RECEIVER, value: '0xde0b6b3a7640000' }],
      [{ from: ANVIL_ACCOUNT, to: RECEIVER, value: '0xde0b6b3a7640000', gas: '0x5208' }],
    ])
    // Anvil mines on arrival but may expose the receipt a moment later.
    await vi.waitFor(async () => {
      const receipt = (await anvilRpc('eth_getTransactionReceipt', [hash])) as { status: string } | null
      expect(receipt?.status).toBe('0x1')
    })
    expect((await adapter.getBalance({ address: RECEIVER, caipNetworkId: 'eip155:31337' })).balance).toBe('10001.0')
  })

  it('refuses wallet requests before a connection exists', async () => {
    const adapter = new EvmAdapter()
    await expect(adapter.signMessage({ message: 'hi', address: ANVIL_ACCOUNT })).rejects.toBeInstanceOf(ProviderNotConnectedError)
    await expect(
      adapter.switchNetwork({ network: anvilNetwork([anvil.url]) }),
    ).rejects.toBeInstanceOf(ProviderNotConnectedError)
  })

  it('formats, parses and validates like the contract says', () => {
    const adapter = new EvmAdapter()
    expect(adapter.formatUnits(1500000000000000000n, 18)).toBe('1.5')
    expect(adapter.parseUnits('1.5', 18)).toBe(1500000000000000000n)
    expect(adapter.isAddress(ANVIL_ACCOUNT)).toBe(true)
    expect(adapter.isAddress('0x123')).toBe(false)
  })

  it('encodes an ERC-20 transfer as selector + address word + amount word', () => {
    const adapter = new EvmAdapter()
    expect(adapter.tokenTransferData(RECEIVER, 12500000000000000000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8000000000000000000000000000000000000000000000000ad78ebc5ac620000',
    )
    expect(() => adapter.tokenTransferData('0x12', 1n)).toThrow()
  })

  it('writes addresses with their EIP-55 checksum for sign-in messages', async () => {
    const adapter = new EvmAdapter()
    expect(await adapter.canonicalAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await expect(adapter.canonicalAddress('0x123')).rejects.toThrow()
  })
})
