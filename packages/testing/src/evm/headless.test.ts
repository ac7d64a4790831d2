// The headless EIP-1193 wallet in Node, against two real anvils: the helpers (approve, decline, recordWalletCalls)
// and the behaviours Latch's patch of headless-web3-provider adds (patches/headless-web3-provider@0.3.2.patch),
// so tests rest on a wallet that behaves like a real extension.
import { ethers } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESSES, ANVIL_KEYS } from './anvilAccounts'
import { approve, createTestEvmWallet, decline, recordWalletCalls, type TestEvmWallet, Web3RequestKind } from './headless'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'

let first: DevAnvil
let second: DevAnvil
const address = ANVIL_ADDRESSES[0]
const hexId = (id: number) => `0x${id.toString(16)}`

beforeAll(async () => {
  ;[first, second] = await Promise.all([startDevAnvil(31337), startDevAnvil(31338)])
}, 60_000)
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

function wallet(extra: Partial<Parameters<typeof createTestEvmWallet>[0]> = {}): TestEvmWallet {
  return createTestEvmWallet({ privateKeys: [ANVIL_KEYS[0]], chainId: first.chainId, rpcUrl: first.url, ...extra })
}

async function pendingCount(w: TestEvmWallet, settle = 50): Promise<number> {
  await new Promise((r) => setTimeout(r, settle))
  return w.getPendingRequestCount()
}

describe('the helpers', { timeout: 15_000 }, () => {
  it('anvil funds the accounts ANVIL_ADDRESSES names', async () => {
    const provider = new ethers.providers.StaticJsonRpcProvider(first.url, first.chainId)
    expect(await provider.send('eth_accounts', [])).toEqual(ANVIL_ADDRESSES.map((a) => a.toLowerCase()))
  })

  it('approve answers the pending request, which then resolves with the accounts', async () => {
    const w = wallet()
    const asked = w.request({ method: 'eth_requestAccounts' })
    await approve(w, Web3RequestKind.RequestAccounts)
    expect(await asked).toEqual([address.toLowerCase()])
    expect(await w.request({ method: 'eth_accounts' })).toEqual([address.toLowerCase()])
  })

  it('approve waits for a request that comes later', async () => {
    const w = wallet()
    const approved = approve(w, Web3RequestKind.RequestAccounts)
    await new Promise((r) => setTimeout(r, 100))
    const asked = w.request({ method: 'eth_requestAccounts' })
    await approved
    expect(await asked).toEqual([address.toLowerCase()])
  })

  it('decline makes the request fail with 4001', async () => {
    const w = wallet()
    const asked = w.request({ method: 'eth_requestAccounts' })
    await decline(w, Web3RequestKind.RequestAccounts)
    await expect(asked).rejects.toMatchObject({ code: 4001 })
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('fails when no request arrives in time, and leaves nothing armed for a later request', async () => {
    const w = wallet()
    await expect(approve(w, Web3RequestKind.SignMessage, 100)).rejects.toThrow('the wallet never received a personal_sign request (waited 100 ms)')
    await expect(decline(w, Web3RequestKind.SignMessage, 100)).rejects.toThrow('never received a personal_sign request')
    const signed = w.request<string>({ method: 'personal_sign', params: ['hello', address] })
    expect(await pendingCount(w, 150)).toBe(1)
    await approve(w, Web3RequestKind.SignMessage)
    expect(ethers.utils.verifyMessage('hello', await signed)).toBe(address)
  })

  it('approves only the kind it is told', async () => {
    const w = wallet()
    const accounts = w.request({ method: 'eth_requestAccounts' })
    await expect(approve(w, Web3RequestKind.SignMessage, 100)).rejects.toThrow()
    expect(w.getPendingRequestCount(Web3RequestKind.RequestAccounts)).toBe(1)
    await approve(w, Web3RequestKind.RequestAccounts)
    await accounts
  })

  it('recordWalletCalls lists every request method, in order, from the moment it starts', async () => {
    const w = wallet({ permitted: [Web3RequestKind.RequestAccounts] })
    await w.request({ method: 'eth_chainId' })
    const calls = recordWalletCalls(w)
    await w.request({ method: 'eth_requestAccounts' })
    await w.request({ method: 'eth_chainId' })
    await w.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'eth_getBalance'])
  })

  it('permitted kinds are answered without a prompt', async () => {
    const w = wallet({ permitted: [Web3RequestKind.RequestAccounts] })
    expect(await w.request({ method: 'eth_requestAccounts' })).toEqual([address.toLowerCase()])
    expect(w.getPendingRequestCount()).toBe(0)
  })

  it('knows the chains it is given, and switches to one once approved', async () => {
    const w = wallet({ chains: [{ chainId: second.chainId, rpcUrl: second.url }] })
    expect(w.getNetworks().map((n) => n.chainId)).toEqual([first.chainId, second.chainId])
    const switched = w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(second.chainId) }] })
    await approve(w, Web3RequestKind.SwitchEthereumChain)
    expect(await switched).toBeNull()
    expect(await w.request({ method: 'eth_chainId' })).toBe(hexId(second.chainId))
  })

  it('sends a transaction to the active chain once approved', async () => {
    const w = wallet({ permitted: [Web3RequestKind.RequestAccounts] })
    await w.request({ method: 'eth_requestAccounts' })
    const provider = new ethers.providers.StaticJsonRpcProvider(first.url, first.chainId)
    const to = ANVIL_ADDRESSES[5]
    const before = await provider.getBalance(to)
    const sent = w.request<string>({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0xde0b6b3a7640000' }] })
    await approve(w, Web3RequestKind.SendTransaction)
    const hash = await sent
    expect((await provider.waitForTransaction(hash)).status).toBe(1)
    expect((await provider.getBalance(to)).sub(before).toString()).toBe('1000000000000000000')
  })
})

describe('the patched provider', { timeout: 15_000 }, () => {
  it('signs a 0x-hex personal_sign message as bytes, and plain text as text', async () => {
    const w = wallet()
    const message = 'Latch says hello'
    const hexSigned = w.request<string>({ method: 'personal_sign', params: [ethers.utils.hexlify(ethers.utils.toUtf8Bytes(message)), address] })
    await w.authorize(Web3RequestKind.SignMessage)
    expect(ethers.utils.verifyMessage(message, await hexSigned)).toBe(address)

    const textSigned = w.request<string>({ method: 'personal_sign', params: [message, address] })
    await w.authorize(Web3RequestKind.SignMessage)
    expect(ethers.utils.verifyMessage(message, await textSigned)).toBe(address)
  })

  it('removes a listener with removeListener', () => {
    const w = wallet()
    w.addNetwork(second.chainId, second.url)
    const seen: unknown[] = []
    const listener = (id: unknown) => seen.push(id)
    w.on('chainChanged', listener)
    w.switchNetwork(second.chainId)
    w.removeListener('chainChanged', listener)
    w.switchNetwork(first.chainId)
    expect(seen).toEqual([hexId(second.chainId)])
  })

  it('refuses a switch to an unknown chain with 4902 at once, without a prompt', async () => {
    const w = wallet()
    const attempt = w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(second.chainId) }] })
    await expect(attempt).rejects.toMatchObject({ code: 4902 })
    expect(w.getPendingRequestCount()).toBe(0)
    expect(w.getNetwork().chainId).toBe(first.chainId)
  })

  it('answers a switch to the chain already active at once, without a prompt', async () => {
    const w = wallet()
    expect(await w.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId(first.chainId) }] })).toBeNull()
    expect(w.getPendingRequestCount()).toBe(0)
  })

  it('switches to a chain after wallet_addEthereumChain, reads it over its RPC, and never duplicates it', async () => {
    const provider = new ethers.providers.StaticJsonRpcProvider(second.url, second.chainId)
    await provider.send('anvil_setBalance', [address, ethers.utils.parseEther('4321.5').toHexString()])
    const w = wallet()
    const changes: unknown[] = []
    w.on('chainChanged', (id) => changes.push(id))
    const params = [{ chainId: hexId(second.chainId), chainName: 'Anvil Second', rpcUrls: [second.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]
    const added = w.request({ method: 'wallet_addEthereumChain', params })
    await approve(w, Web3RequestKind.AddEthereumChain)
    expect(await added).toBeNull()
    expect(await w.request({ method: 'eth_chainId' })).toBe(hexId(second.chainId))
    expect(changes).toEqual([hexId(second.chainId)])
    const balance = await w.request<string>({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(BigInt(balance)).toBe(4321_500000000000000000n)

    const again = w.request({ method: 'wallet_addEthereumChain', params })
    await approve(w, Web3RequestKind.AddEthereumChain)
    await again
    expect(w.getNetworks().filter((n) => n.chainId === second.chainId)).toHaveLength(1)
  })

  it('emits chainChanged as a 0x-hex string', () => {
    const w = wallet()
    w.addNetwork(second.chainId, second.url)
    const changes: unknown[] = []
    w.on('chainChanged', (id) => changes.push(id))
    w.switchNetwork(second.chainId)
    expect(changes).toEqual([hexId(second.chainId)])
  })

  it('answers eth_requestAccounts without a new prompt once the site is permitted', async () => {
    const w = wallet()
    const firstAsk = w.request({ method: 'eth_requestAccounts' })
    expect(await pendingCount(w)).toBe(1)
    await w.authorize(Web3RequestKind.RequestAccounts)
    expect(await firstAsk).toEqual([address.toLowerCase()])

    const secondAsk = w.request({ method: 'eth_requestAccounts' })
    expect(await secondAsk).toEqual([address.toLowerCase()])
    expect(await pendingCount(w)).toBe(0)
  })

  it('still prompts for eth_requestAccounts before the site is permitted', async () => {
    const w = wallet()
    expect(await w.request({ method: 'eth_accounts' })).toEqual([])
    const ask = w.request({ method: 'eth_requestAccounts' })
    expect(await pendingCount(w)).toBe(1)
    await w.reject(Web3RequestKind.RequestAccounts)
    await expect(ask).rejects.toMatchObject({ code: 4001 })
  })
})
