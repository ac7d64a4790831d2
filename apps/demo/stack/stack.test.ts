import { afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from './anvil.mjs'
import { type Stack, startStack, stopStack } from './stack.mjs'
import { Contract, JsonRpcProvider, Wallet } from 'ethers'
import { ANVIL_KEYS } from './contracts/deployContracts.mjs'

// Ports no dev stack or e2e run uses, so this can run while either is up.
const config = {
  host: '127.0.0.1',
  chains: [
    { chainId: 31337, port: 38545 },
    { chainId: 31338, port: 38546 },
  ],
  webPort: 35173,
  relayPort: 38547,
  directoryPort: 38548,
  siwePort: 38551,
  framePort: 38549,
  oidcPort: 38550,
  solanaPort: 38899,
  polkadotPort: 39944,
  bitcoinPort: 33002,
  cosmosPorts: [36657, 36667] as [number, number],
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function chainIdAt(url: string): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  return Number(((await res.json()) as { result: string }).result)
}

const polkadot = (method: string, params: unknown[] = []) =>
  fetch('http://127.0.0.1:39944', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then(async (r) => ((await r.json()) as { result: unknown }).result)
const solanaHealth = () => fetch('http://127.0.0.1:38899', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}' })

let stack: Stack | undefined
afterEach(async () => {
  if (stack) await stopStack(stack)
  stack = undefined
})

describe('startStack / stopStack', () => {
  it('starts both anvils on loopback with their chain ids, and stops them by PID', async () => {
    stack = await startStack(config)
    expect(stack.chains.map((c) => c.url)).toEqual(['http://127.0.0.1:38545', 'http://127.0.0.1:38546'])
    expect(await chainIdAt('http://127.0.0.1:38545')).toBe(31337)
    expect(await chainIdAt('http://127.0.0.1:38546')).toBe(31338)
    expect(stack.relay?.url).toBe('ws://127.0.0.1:38547')
    expect(stack.directory?.url).toBe('http://127.0.0.1:38548')
    expect(stack.siwe?.url).toBe('http://127.0.0.1:38551')
    // The embedded wallet's frame server (its own origin) and the OpenID provider behind social login.
    expect(stack.embeddedWallet?.frame.frameUrl).toBe('http://127.0.0.1:38549/frame')
    expect((await fetch('http://127.0.0.1:38550/.well-known/openid-configuration')).status).toBe(200)
    // OpenZeppelin's token and NFT, deployed and distributed with real transactions.
    const provider = new JsonRpcProvider('http://127.0.0.1:38545', undefined, { staticNetwork: true })
    const erc20 = new Contract(stack.contracts?.token ?? '', ['function balanceOf(address) view returns (uint256)', 'function symbol() view returns (string)'], provider)
    const erc721 = new Contract(stack.contracts?.nft ?? '', ['function balanceOf(address) view returns (uint256)', 'function ownerOf(uint256) view returns (address)'], provider)
    const holder = new Wallet(ANVIL_KEYS[1] as string).address
    expect(await erc20.getFunction('symbol')()).toBe('LTT')
    expect(await erc20.getFunction('balanceOf')(holder)).toBe(10n ** 21n)
    expect(await erc721.getFunction('balanceOf')(new Wallet(ANVIL_KEYS[0] as string).address)).toBe(3n)
    expect(await erc721.getFunction('ownerOf')(3n)).toBe(holder)
    provider.destroy()
    // The local Solana chain (LiteSVM): healthy, its first test account funded with 1000 SOL.
    const solana = (method: string, params: unknown[] = []) =>
      fetch('http://127.0.0.1:38899', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) }).then(async (r) => ((await r.json()) as { result: unknown }).result)
    expect(stack.solana?.url).toBe('http://127.0.0.1:38899')
    expect(await solana('getHealth')).toBe('ok')
    expect(await solana('getBalance', [stack.solana?.accounts[0]?.address])).toMatchObject({ value: 1_000_000_000_000 })
    expect(stack.solana?.mints.map((m) => m.symbol)).toEqual(['LTT', 'LT22'])
    // The local Polkadot chain (chopsticks): Rococo Asset Hub's runtime, its genesis fixed at 0x4545…45.
    expect(stack.polkadot?.url).toBe('ws://127.0.0.1:39944')
    expect(await polkadot('system_chain')).toBe('asset-hub-rococo')
    expect(await polkadot('chain_getBlockHash', [0])).toBe(`0x${'45'.repeat(32)}`)
    // The local Bitcoin regtest chain: its Esplora API, the first test account funded with 10 BTC.
    expect(stack.bitcoin?.url).toBe('http://127.0.0.1:33002')
    expect(await (await fetch('http://127.0.0.1:33002/blocks/tip/height')).json()).toBeGreaterThan(100)
    const alice = (await (await fetch(`http://127.0.0.1:33002/address/${stack.bitcoin?.accounts[0]?.payment.address}`)).json()) as { chain_stats: { funded_txo_sum: number } }
    expect(alice.chain_stats.funded_txo_sum).toBe(1_000_000_000)
    // The local Cosmos chains: CometBFT status with their chain ids.
    expect(stack.cosmos?.map((c) => [c.url, c.chainId])).toEqual([
      ['http://127.0.0.1:36657', 'latch-local-1'],
      ['http://127.0.0.1:36667', 'latch-local-2'],
    ])
    const cosmosStatus = (await (await fetch('http://127.0.0.1:36667/status')).json()) as { result: { node_info: { network: string } } }
    expect(cosmosStatus.result.node_info.network).toBe('latch-local-2')
    const pids = stack.chains.map((c) => c.pid)
    expect(pids.every(alive)).toBe(true)

    await stopStack(stack)
    stack = undefined
    expect(pids.some(alive)).toBe(false)
    await expect(chainIdAt('http://127.0.0.1:38545')).rejects.toThrow()
    await expect(fetch('http://127.0.0.1:38549/healthz')).rejects.toThrow()
    await expect(solanaHealth()).rejects.toThrow()
    await expect(polkadot('system_chain')).rejects.toThrow()
    await expect(fetch('http://127.0.0.1:33002/blocks/tip/height')).rejects.toThrow()
    await expect(fetch('http://127.0.0.1:36657/status')).rejects.toThrow()
  })

  it('refuses a port that already serves JSON-RPC and stops what it started', async () => {
    const squatter = await startAnvil({ chainId: 1, port: 38546, host: '127.0.0.1' })
    try {
      await expect(startStack(config)).rejects.toThrow('http://127.0.0.1:38546 is already serving JSON-RPC')
      // The first anvil may have come up before the failure; it must be gone again.
      await expect(chainIdAt('http://127.0.0.1:38545')).rejects.toThrow()
    } finally {
      await squatter.stop()
    }
  })
})
