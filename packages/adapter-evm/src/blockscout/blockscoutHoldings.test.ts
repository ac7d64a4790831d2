import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockAdapter as createCoreMock, createTestLatch } from '@latch/core/internal'
import { resolveBlockscout } from './indexers'

/** Core's mock wallet, with eip155's named indexers as adapter-evm has them. */
const createMockAdapter = (init: Parameters<typeof createCoreMock>[1]) => Object.assign(createCoreMock('eip155', init), { indexers: { resolve: resolveBlockscout } })

// A local HTTP server answering like Blockscout's REST API v2: only the network is faked; the source, the flows
// and the formatting are the real ones.
const ME = 'eip155-me'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const SCAM = '0x781b41406aF13F9063C9338518190699222A1C5b'
const PUNK = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB'
const GAME = '0x76BE3b62873462d2142405439777e971754E8E77'

const tokens = {
  items: [
    { token: { address_hash: SCAM, symbol: 'Claim at evil.io', name: 'Reward', decimals: '8', exchange_rate: '99', icon_url: null, reputation: 'scam', type: 'ERC-20' }, value: '268186000000' },
    { token: { address_hash: USDC, symbol: 'USDC', name: 'USD Coin', decimals: '6', exchange_rate: '0.9998', icon_url: 'https://assets.example.org/usdc.png', reputation: 'ok', type: 'ERC-20' }, value: '1250500000' },
    { token: { address_hash: '0x1111111111111111111111111111111111111111', symbol: 'NOPRICE', name: 'No Price', decimals: '18', exchange_rate: null, icon_url: 'javascript:alert(1)', type: 'ERC-20' }, value: '7000000000000000000' },
    // Not a balance: left out.
    { token: { symbol: 'BROKEN' }, value: 'lots' },
  ],
  next_page_params: null,
}
const nfts = {
  items: [
    { id: '7', token_type: 'ERC-1155', value: '3', image_url: 'https://img.example.org/sword.png', token: { address_hash: GAME, name: 'Game Items', symbol: 'ITEM', type: 'ERC-1155', reputation: 'ok' } },
    { id: '1', token_type: 'ERC-721', value: '1', image_url: null, metadata: { image: 'https://img.example.org/airdrop.png' }, token: { address_hash: SCAM, name: 'Free Mint', symbol: 'FREE', type: 'ERC-721', reputation: 'scam' } },
    { id: '42', token_type: 'ERC-721', value: '1', image_url: 'http://insecure.example.org/punk.png', token: { address_hash: PUNK, name: 'Punks', symbol: 'PUNK', type: 'ERC-721' } },
    { id: 'x', token_type: 'ERC-404', token: { address_hash: PUNK } },
  ],
  next_page_params: { items_count: 50 },
}

let server: Server
let base = ''
const requests: string[] = []
let respond: (url: URL, res: ServerResponse) => void
const json = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base)
    requests.push(`${url.pathname}${url.search}`)
    respond(url, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  vi.stubGlobal('window', {})
  requests.length = 0
  respond = (url, res) => {
    if (url.pathname === `/api/v2/addresses/${ME}/tokens`) json(res, tokens)
    else if (url.pathname === `/api/v2/addresses/${ME}`) json(res, { hash: ME, coin_balance: '1500000000000000000', exchange_rate: '3000.5' })
    else if (url.pathname === `/api/v2/addresses/${ME}/nft`) json(res, nfts)
    else json(res, { message: 'Not found' }, 404)
  }
})
afterEach(() => vi.unstubAllGlobals())

async function connected(options: Parameters<typeof createTestLatch>[1]) {
  const evm = createMockAdapter({
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
  })
  const { latch } = createTestLatch([evm], options)
  await latch.connect('io.metamask')
  return { latch, evm }
}

describe('tokens and NFTs from Blockscout (tokens: { source }, nfts: { source })', () => {
  it('tokens: the native balance from the chain with its USD value, then the indexer’s tokens by value, spam last', async () => {
    const { latch } = await connected({ tokens: { source: { blockscout: { 'eip155:1': base } } } })
    await latch.refreshTokens()
    const { tokens: state } = latch.getSnapshot()
    expect(state.status).toBe('idle')
    expect(state.items.map((t) => [t.symbol, t.quantity, t.value, t.iconUrl, t.spam])).toEqual([
      ['ETH', '1.5', 1.5 * 3000.5, undefined, undefined],
      ['USDC', '1250.5', 1250.5 * 0.9998, 'https://assets.example.org/usdc.png', undefined],
      // No price: no value; a script URL is not an icon.
      ['NOPRICE', '7', undefined, undefined, undefined],
      ['Claim at evil.io', '2681.86', 2681.86 * 99, undefined, true],
    ])
    expect(requests.sort()).toEqual([`/api/v2/addresses/${ME}`, `/api/v2/addresses/${ME}/tokens?type=ERC-20`])
  })

  it('an address the indexer has not seen still lists its tokens, without the native value', async () => {
    const { latch } = await connected({ tokens: { source: { blockscout: { 'eip155:1': base } } } })
    const tokensOnly = respond
    respond = (url, res) => (url.pathname === `/api/v2/addresses/${ME}` ? json(res, { message: 'Not found' }, 404) : tokensOnly(url, res))
    await latch.refreshTokens()
    expect(latch.getSnapshot().tokens.items.map((t) => [t.symbol, t.value])).toEqual([
      ['ETH', undefined],
      ['USDC', 1250.5 * 0.9998],
      ['NOPRICE', undefined],
      ['Claim at evil.io', 2681.86 * 99],
    ])
  })

  it('NFTs: ERC-721 and ERC-1155 with how many, https images only, spam last', async () => {
    const { latch, evm } = await connected({ nfts: { source: { blockscout: { 'eip155:1': base } } } })
    await latch.refreshNfts()
    const { nfts: state } = latch.getSnapshot()
    expect(state.items.map((n) => [n.collectionName, n.tokenId, n.standard, n.amount, n.imageUrl, n.spam])).toEqual([
      ['Game Items', '7', 'ERC-1155', '3', 'https://img.example.org/sword.png', undefined],
      ['Punks', '42', 'ERC-721', '1', undefined, undefined],
      ['Free Mint', '1', 'ERC-721', '1', 'https://img.example.org/airdrop.png', true],
    ])
    expect(requests).toEqual([`/api/v2/addresses/${ME}/nft?type=ERC-721%2CERC-1155`])
    expect(evm.calls.filter((c) => c.startsWith('getNfts'))).toEqual([])
  })

  it('a failing indexer is the list’s error, naming it; a network it does not cover says so', async () => {
    respond = (_url, res) => json(res, { message: 'slow down' }, 429)
    const { latch } = await connected({ tokens: { source: { blockscout: { 'eip155:1': base } } }, nfts: { source: { blockscout: { 'eip155:2': base } } } })
    await latch.refreshTokens()
    expect(latch.getSnapshot().tokens).toMatchObject({ status: 'error', error: { name: 'ActivityError', shortMessage: 'Could not load tokens', longMessage: expect.stringContaining(`${base} is rate limiting`) } })
    await latch.refreshNfts()
    expect(latch.getSnapshot().nfts).toMatchObject({ status: 'error', error: { longMessage: 'No source is configured for Chain One (options.nfts.source).' } })
    // The read is asked 4 times before it counts as failed (spec §9: 3 retries after 1 s, 2 s, 4 s), on real timers:
    // the indexer is a real HTTP server.
  }, 15_000)

  it('a host’s own source is used as given; a malformed option is named and nothing is asked', async () => {
    const getTokens = vi.fn(async () => ({ tokens: [{ asset: `eip155:1/erc20:${USDC}` as const, symbol: 'USDC', name: 'USD Coin', decimals: 6, amount: '2000000', priceUsd: 1 }] }))
    const own = await connected({ tokens: { source: { getTokens } } })
    await own.latch.refreshTokens()
    expect(own.latch.getSnapshot().tokens.items.map((t) => [t.symbol, t.quantity, t.value])).toEqual([
      ['ETH', '1.5', undefined],
      ['USDC', '2', 2],
    ])
    expect(getTokens).toHaveBeenCalledWith({ address: ME, caipNetworkId: 'eip155:1' })
    const bad = await connected({ nfts: { source: 'somewhere' as never } })
    await bad.latch.refreshNfts()
    expect(bad.latch.getSnapshot().nfts).toMatchObject({ status: 'error', error: { longMessage: expect.stringContaining('Invalid option nfts.source') } })
    expect(requests).toEqual([])
  })
})
