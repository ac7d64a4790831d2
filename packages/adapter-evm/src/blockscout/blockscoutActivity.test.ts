import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMockAdapter as createCoreMock, createTestLatch } from '@latch/core/internal'
import { resolveBlockscout } from './indexers'
import { ActivityError } from '@latch/core/errors'
import { blockscoutActivity } from './blockscoutActivity'

/** Core's mock wallet, with eip155's named indexers as adapter-evm has them. */
const createMockAdapter = (init: Parameters<typeof createCoreMock>[1]) => Object.assign(createCoreMock('eip155', init), { indexers: { resolve: resolveBlockscout } })

// A local HTTP server answering with JSON shaped like Blockscout's REST API v2: only the network is faked.
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FRIEND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const LTT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const address = (hash: string) => ({ hash, is_contract: false, name: null })
const token = { address_hash: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: '18', type: 'ERC-20' }

const transactions = {
  items: [
    // Still pending: no block, no status, no time.
    { hash: '0xd4', status: null, timestamp: null, from: address(ME), to: address(FRIEND), value: '250000000000000000', token_transfers: null },
    { hash: '0xc3', status: 'ok', timestamp: '2026-11-20T10:00:02.000000Z', from: address(ME), to: address(LTT), value: '0', token_transfers: null },
    { hash: '0xb2', status: 'error', timestamp: '2026-11-20T10:00:01.000000Z', from: address(ME), to: address(LTT), value: '0', token_transfers: null },
    { hash: '0xa1', status: 'ok', timestamp: '2026-11-20T10:00:00.000000Z', from: address(FRIEND), to: address(ME), value: '1500000000000000000', token_transfers: null },
    // Not a transaction: left out.
    { hash: 42 },
  ],
  next_page_params: { block_number: 100, index: 3, items_count: 50 },
}
const tokenTransfers = {
  items: [
    // Sent to the account by someone else's call (a transaction the account is not part of).
    { transaction_hash: '0xe5', timestamp: '2026-11-21T09:00:00.000000Z', from: address(OTHER), to: address(ME), token, total: { decimals: '18', value: '2000000000000000000' }, type: 'token_transfer', log_index: 0 },
    { transaction_hash: '0xc3', timestamp: '2026-11-20T10:00:02.000000Z', from: address(ME), to: address(FRIEND), token, total: { decimals: '18', value: '12500000000000000000' }, type: 'token_transfer', log_index: 1 },
  ],
  next_page_params: null,
}

let server: Server
let base = ''
const requests: URL[] = []
let respond: (url: URL, res: ServerResponse) => void

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base)
    requests.push(url)
    respond(url, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const json = (res: ServerResponse, body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

beforeEach(() => {
  requests.length = 0
  respond = (url, res) => {
    if (url.pathname === `/api/v2/addresses/${ME}/transactions`) json(res, url.searchParams.has('block_number') ? { items: [], next_page_params: null } : transactions)
    else if (url.pathname === `/api/v2/addresses/${ME}/token-transfers`) json(res, tokenTransfers)
    else json(res, { message: 'Not found' }, 404)
  }
})

const source = () => blockscoutActivity({ baseUrl: `${base}/`, nativeCurrency: { symbol: 'ETH', decimals: 18 } })
const ask = (cursor?: string) => source().getActivity({ address: ME, caipNetworkId: 'eip155:1', ...(cursor ? { cursor } : {}) })

describe('blockscoutActivity', () => {
  it('reads the transactions and the ERC-20 transfers, joined by hash, newest first', async () => {
    const before = Date.now()
    const page = await ask()
    expect(requests.map((r) => `${r.pathname}?${r.searchParams}`).sort()).toEqual([`/api/v2/addresses/${ME}/token-transfers?type=ERC-20`, `/api/v2/addresses/${ME}/transactions?`])
    const [pending, ...rest] = page.transactions
    expect(pending).toMatchObject({ hash: '0xd4', status: 'pending', transfers: [{ direction: 'out', symbol: 'ETH', amount: '250000000000000000', decimals: 18, counterparty: FRIEND }] })
    expect(pending?.timestamp).toBeGreaterThanOrEqual(before)
    expect(rest).toEqual([
      {
        hash: '0xe5',
        status: 'confirmed',
        timestamp: Date.parse('2026-11-21T09:00:00Z'),
        from: OTHER,
        to: ME,
        transfers: [{ direction: 'in', symbol: 'LTT', amount: '2000000000000000000', decimals: 18, asset: `eip155:1/erc20:${LTT}`, counterparty: OTHER }],
      },
      {
        hash: '0xc3',
        status: 'confirmed',
        timestamp: Date.parse('2026-11-20T10:00:02Z'),
        from: ME,
        to: LTT,
        transfers: [{ direction: 'out', symbol: 'LTT', amount: '12500000000000000000', decimals: 18, asset: `eip155:1/erc20:${LTT}`, counterparty: FRIEND }],
      },
      { hash: '0xb2', status: 'failed', timestamp: Date.parse('2026-11-20T10:00:01Z'), from: ME, to: LTT, transfers: [] },
      {
        hash: '0xa1',
        status: 'confirmed',
        timestamp: Date.parse('2026-11-20T10:00:00Z'),
        from: FRIEND,
        to: ME,
        transfers: [{ direction: 'in', symbol: 'ETH', amount: '1500000000000000000', decimals: 18, counterparty: FRIEND }],
      },
    ])
    expect(JSON.parse(page.next ?? '')).toEqual({ transactions: { block_number: 100, index: 3, items_count: 50 } })
  })

  it('asks for the next page with Blockscout’s own paging parameters, only of the lists that have one', async () => {
    const first = await ask()
    requests.length = 0
    const second = await ask(first.next)
    expect(requests.map((r) => `${r.pathname}?${r.searchParams}`)).toEqual([`/api/v2/addresses/${ME}/transactions?block_number=100&index=3&items_count=50`])
    expect(second).toEqual({ transactions: [] })
  })

  it('names the failure: an error status, a body that is not a list, an unreachable host', async () => {
    respond = (_url, res) => json(res, { message: 'rate limited' }, 429)
    await expect(ask()).rejects.toMatchObject({ name: 'ActivityError', failure: { kind: 'status', status: 429 }, longMessage: expect.stringContaining(base) })
    respond = (_url, res) => json(res, { data: [] })
    await expect(ask()).rejects.toMatchObject({ failure: { kind: 'malformed', detail: 'no items list' } })
    respond = (_url, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>')
    await expect(ask()).rejects.toMatchObject({ failure: { kind: 'malformed', detail: 'the body is not JSON' } })
    const closed = blockscoutActivity({ baseUrl: 'http://127.0.0.1:1', nativeCurrency: { symbol: 'ETH', decimals: 18 } })
    const error = await closed.getActivity({ address: ME, caipNetworkId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActivityError)
    expect(error).toMatchObject({ failure: { kind: 'network' } })
  })
})

describe('activity: { source: { blockscout } }', () => {
  beforeEach(() => vi.stubGlobal('window', {}))
  afterEach(() => vi.unstubAllGlobals())

  it('the Account view’s activity comes from the network’s Blockscout instance', async () => {
    const evm = createMockAdapter({
      accounts: [{ address: ME, type: 'eoa' }],
      connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    })
    const { latch } = createTestLatch([evm], { activity: { source: { blockscout: { 'eip155:1': base } } } })
    await latch.connect('io.metamask')
    await latch.refreshActivity()
    const { activity } = latch.getSnapshot()
    expect(activity.status).toBe('idle')
    expect(activity.items.map((t) => [t.hash, t.status, t.transfers.map((x) => `${x.direction} ${x.quantity} ${x.symbol}`).join()])).toEqual([
      ['0xd4', 'pending', 'out 0.25 ETH'],
      ['0xe5', 'confirmed', 'in 2 LTT'],
      ['0xc3', 'confirmed', 'out 12.5 LTT'],
      ['0xb2', 'failed', ''],
      ['0xa1', 'confirmed', 'in 1.5 ETH'],
    ])
    expect(evm.calls.filter((c) => c.startsWith('getActivity'))).toEqual([])
  })
})
