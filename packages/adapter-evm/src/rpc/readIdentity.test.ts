import type { CaipNetwork } from '@latch/core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'
import { deployEns } from '../test/ens'
import { installMulticall3 } from '../test/multicall3'
import { avatarUrl, namehash } from './readIdentity'

// anvil's default accounts 0 (deploys ENS) and 1–5 (the people named below).
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const DAVE = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const ERIN = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

let anvil: AnvilInstance
let registry = ''
let multicall3 = ''

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  multicall3 = await installMulticall3(anvil.url)
  ;({ registry } = await deployEns({
    url: anvil.url,
    key: KEY,
    names: [
      { label: 'alice', address: ALICE, avatar: 'https://example.org/alice.png' },
      { label: 'dave', address: DAVE, avatar: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi' },
      { label: 'erin', address: ERIN, avatar: 'eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1' },
    ],
    // Bob claims Alice's name; the name does not resolve back to him.
    reverse: [
      { address: ALICE, name: 'alice.latch.eth' },
      { address: BOB, name: 'alice.latch.eth' },
      { address: DAVE, name: 'dave.latch.eth' },
      { address: ERIN, name: 'erin.latch.eth' },
    ],
  }))
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

const base = { chainNamespace: 'eip155' as const, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
const withEns = (): CaipNetwork => ({ ...base, id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: [anvil.url] } }, contracts: { ensRegistry: { address: registry }, multicall3: { address: multicall3 } } })
// A second network without a name service (its RPC is never asked for identity).
const withoutEns: CaipNetwork = { ...base, id: 8453, name: 'Base', caipNetworkId: 'eip155:8453', rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }

function adapterOn(networks: CaipNetwork[]) {
  const adapter = new EvmAdapter()
  adapter.setup({ networks })
  return adapter
}

const bodies: unknown[] = []
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
  bodies.length = 0
})

describe('identity from ENS (profileName, profileImage)', () => {
  it('the primary name and avatar: reverse record, then the forward check — four round trips through Multicall3', async () => {
    globalThis.fetch = async (input, init) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')))
      return realFetch(input, init)
    }
    expect(await adapterOn([withEns()]).reads.getIdentity({ address: ALICE, caipNetworkId: 'eip155:31337' })).toEqual({ name: 'alice.latch.eth', avatar: 'https://example.org/alice.png' })
    expect(bodies).toHaveLength(4)
    // Every call goes to Multicall3, but the endpoint's chain check, which rides along with the first.
    const calls = bodies.flat() as { method: string; params: [{ to: string }] }[]
    expect(calls[0]?.method).toBe('eth_chainId')
    expect(calls.slice(1).every((b) => b.params[0].to.toLowerCase() === multicall3.toLowerCase())).toBe(true)
  })

  it('a name that does not resolve back to the address is someone’s claim: not shown', async () => {
    expect(await adapterOn([withEns()]).reads.getIdentity({ address: BOB, caipNetworkId: 'eip155:31337' })).toEqual({})
  })

  it('no reverse record: no name', async () => {
    expect(await adapterOn([withEns()]).reads.getIdentity({ address: CAROL, caipNetworkId: 'eip155:31337' })).toEqual({})
  })

  it('ipfs avatars through a public gateway; NFT avatars are not followed (the name still shows)', async () => {
    const adapter = adapterOn([withEns()])
    expect(await adapter.reads.getIdentity({ address: DAVE, caipNetworkId: 'eip155:31337' })).toEqual({
      name: 'dave.latch.eth',
      avatar: 'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    })
    expect(await adapter.reads.getIdentity({ address: ERIN, caipNetworkId: 'eip155:31337' })).toEqual({ name: 'erin.latch.eth' })
  })

  it('on a network without ENS, looks the name up on the dapp’s network that has it; with none, asks nobody', async () => {
    expect(await adapterOn([withoutEns, withEns()]).reads.getIdentity({ address: ALICE, caipNetworkId: 'eip155:8453' })).toMatchObject({ name: 'alice.latch.eth' })
    globalThis.fetch = async () => {
      throw new Error('no request expected')
    }
    expect(await adapterOn([withoutEns]).reads.getIdentity({ address: ALICE, caipNetworkId: 'eip155:8453' })).toEqual({})
  })

  it('avatar URLs: https and inline images only; namehash as ENSIP-1 defines it', () => {
    expect(avatarUrl('http://example.org/a.png')).toBeUndefined()
    expect(avatarUrl('javascript:alert(1)')).toBeUndefined()
    expect(avatarUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(avatarUrl('data:text/html,<script>')).toBeUndefined()
    expect(namehash('')).toBe(`0x${'00'.repeat(32)}`)
    expect(namehash('eth')).toBe('0x93cdeb708b7545dc668eb9280176169d1c33cfd8ed6f04690a0bcc88a93fc4ae')
    expect(namehash('foo.eth')).toBe('0xde9b09fd7c5f901e23a3f19fecc54828e9c848539801e86591bd9801b019f84f')
  })
})

describe('names as receivers (resolveName)', () => {
  it('a name resolves to the address its record holds; case does not matter; unknown names and non-names do not resolve', async () => {
    const adapter = adapterOn([withoutEns, withEns()])
    expect(await adapter.reads.resolveName({ name: 'alice.latch.eth', caipNetworkId: 'eip155:8453' })).toBe(ALICE.toLowerCase())
    expect(await adapter.reads.resolveName({ name: ' Alice.Latch.ETH ', caipNetworkId: 'eip155:8453' })).toBe(ALICE.toLowerCase())
    expect(await adapter.reads.resolveName({ name: 'nobody.latch.eth', caipNetworkId: 'eip155:8453' })).toBeUndefined()
    expect(await adapter.reads.resolveName({ name: 'two words.eth', caipNetworkId: 'eip155:8453' })).toBeUndefined()
    expect(await adapterOn([withoutEns]).reads.resolveName({ name: 'alice.latch.eth', caipNetworkId: 'eip155:8453' })).toBeUndefined()
  })
})
