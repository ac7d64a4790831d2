import { createServer } from 'node:net'
import { networkInterfaces } from 'node:os'
import { toHex } from '@cosmjs/encoding'
import { QueryBalanceRequest } from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { connectComet, isComet38Client } from '@cosmjs/tendermint-rpc'
import { describe, expect, it } from 'vitest'
import { testMnemonic } from './accounts'
import { startLocalCosmos } from './server'
import { useLocalCosmos } from './test/chain'
import { keyOf, signedSend } from './test/transactions'

const chain = useLocalCosmos({ accounts: 2 })
const post = (path: string, body: string, headers: Record<string, string> = {}) => fetch(chain.node.url + path, { method: 'POST', body, headers })

describe('startLocalCosmos', () => {
  it('returns the chain description and serves CometBFT 0.38 on loopback', async () => {
    const { node } = chain
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(node.url.endsWith(':0')).toBe(false)
    expect({ ...node, url: undefined, close: undefined, accounts: node.accounts.map((a) => a.name) }).toEqual({
      url: undefined,
      close: undefined,
      chainId: 'latch-local-1',
      prefix: 'cosmos',
      denom: 'ulatch',
      displayDenom: 'LATCH',
      decimals: 6,
      secondDenom: 'uother',
      gasPrice: '0.025ulatch',
      accounts: ['alice', 'bob'],
    })
    const comet = await connectComet(node.url)
    expect(isComet38Client(comet)).toBe(true)
    const status = await comet.status()
    expect(status.nodeInfo.network).toBe('latch-local-1')
    expect(status.nodeInfo.version).toMatch(/^0\.38\./)
    expect(status.syncInfo.latestBlockHeight).toBeGreaterThanOrEqual(1)
    const info = await comet.abciInfo()
    expect(info.lastBlockHeight).toBe(status.syncInfo.latestBlockHeight)
    const chainMetas = await comet.blockchain(1, status.syncInfo.latestBlockHeight)
    expect(chainMetas.blockMetas[0]?.header.height).toBe(status.syncInfo.latestBlockHeight)
    const validators = await comet.validators({})
    expect(validators.total).toBe(1)
    comet.disconnect()
    // Loopback only: another interface of this machine does not answer.
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)
    if (external) await expect(fetch(`http://${external.address}:${new URL(node.url).port}/status`)).rejects.toThrow()
  })

  it('answers unknown methods and bad JSON with JSON-RPC errors, big bodies with 413', async () => {
    expect(await chain.rpc('no_such_method')).toMatchObject({ error: { code: -32601, message: 'Method not found' } })
    expect(await (await post('/', '{not json')).json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } })
    expect(await chain.rpc('tx', { hash: 'AAAA' })).toMatchObject({ error: { code: -32603, data: 'tx (000000) not found' } })
    expect(await chain.rpc('block', { height: '999' })).toMatchObject({ error: { code: -32603, data: expect.stringMatching(/^height 999 must be less than or equal to the current blockchain height \d+$/) } })
    const batch = (await (await post('/', JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'health' }, { jsonrpc: '2.0', id: 2, method: 'nope' }]))).json()) as unknown[]
    expect(batch).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }, { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found', data: '' } }])
    expect((await post('/', 'x'.repeat(1_100_000))).status).toBe(413)
    expect((await fetch(`${chain.node.url}/nothing`, { method: 'PUT' })).status).toBe(404)
  })

  it('answers a CORS preflight and sets CORS headers on answers', async () => {
    const preflight = await fetch(chain.node.url, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type')
    expect((await post('/', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'status' }), { origin: 'http://localhost:5173' })).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('serves Comet’s GET form: /status, /abci_query, /block, /tx', async () => {
    const get = async (path: string) => (await (await fetch(chain.node.url + path)).json()) as { result: Record<string, never> }
    expect((await get('/status')).result.node_info).toMatchObject({ network: 'latch-local-1' })
    const data = toHex(QueryBalanceRequest.encode({ address: chain.node.accounts[0]!.address, denom: 'ulatch' }).finish())
    const query = await get(`/abci_query?path="/cosmos.bank.v1beta1.Query/Balance"&data=0x${data}`)
    expect(query.result.response).toMatchObject({ code: 0, value: expect.any(String) })
    expect((await get('/block?height=1')).result.block).toMatchObject({ header: { height: '1', chain_id: 'latch-local-1' } })
    const funded = (await (await post('/dev/fund', JSON.stringify({ address: chain.node.accounts[1]!.address, amount: '5', denom: 'uother' }))).json()) as { hash: string; height: number }
    const tx = await get(`/tx?hash=0x${funded.hash}`)
    expect(tx.result).toMatchObject({ hash: funded.hash, height: String(funded.height), tx_result: { code: 0 } })
    const unknown = await fetch(`${chain.node.url}/nope`)
    expect(unknown.status).toBe(404)
  })

  it('broadcasts: refusals as check-tx codes, a resubmitted tx as Comet’s cache error; tx_search pages and orders', async () => {
    const [alice, bob] = chain.node.accounts
    expect(await chain.rpc('broadcast_tx_sync', { tx: 'AAEC' })).toMatchObject({ result: { code: 2, codespace: 'sdk', log: expect.stringMatching(/tx parse error$/) } })
    const status = (await chain.rpc('abci_query', { path: '/cosmos.auth.v1beta1.Query/Account', data: '' })) as { result: { response: { code: number; log: string } } }
    expect(status.result.response).toMatchObject({ code: 18 })
    const tx = signedSend({ key: keyOf(testMnemonic(0)), from: alice!.address, to: bob!.address, amount: [{ denom: 'ulatch', amount: '9' }], chainId: 'latch-local-1', accountNumber: 0n, sequence: 0n })
    const committed = (await chain.rpc('broadcast_tx_commit', { tx: Buffer.from(tx).toString('base64') })) as { result: { check_tx: { code: number }; tx_result: { code: number }; height: string; hash: string } }
    expect(committed.result).toMatchObject({ check_tx: { code: 0 }, tx_result: { code: 0 } })
    expect(await chain.rpc('broadcast_tx_sync', { tx: Buffer.from(tx).toString('base64') })).toMatchObject({ error: { code: -32603, data: 'tx already exists in cache' } })

    const search = (params: Record<string, unknown>) => chain.rpc('tx_search', params) as Promise<{ result: { txs: { hash: string; height: string }[]; total_count: string }; error?: { data: string } }>
    const all = await search({ query: `message.sender='${alice!.address}' AND tx.height>=1`, per_page: '1', page: '1', order_by: 'desc' })
    expect(all.result.total_count).toBe('1')
    expect(all.result.txs[0]?.hash).toBe(committed.result.hash)
    const bobs = await search({ query: `transfer.recipient='${bob!.address}'`, order_by: 'asc' })
    expect(Number(bobs.result.total_count)).toBe(2)
    expect(Number(bobs.result.txs[0]?.height)).toBeLessThan(Number(bobs.result.txs[1]?.height))
    expect((await search({ query: `transfer.recipient='${bob!.address}'`, order_by: 'desc' })).result.txs.map((t) => t.hash)).toEqual(bobs.result.txs.map((t) => t.hash).reverse())
    expect((await search({ query: 'tx.height = = 3' })).error?.data).toMatch(/failed to parse query/)
    expect((await search({ query: `tx.hash='${committed.result.hash.toLowerCase()}'` })).result.total_count).toBe('1')
  })

  it('funds over HTTP and refuses bad fund requests with 400', async () => {
    const bad = await Promise.all([
      post('/dev/fund', 'nope'),
      post('/dev/fund', JSON.stringify({ address: 'osmo1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqmcn030', amount: 1 })),
      post('/dev/fund', JSON.stringify({ address: chain.node.accounts[0]!.address, amount: 0 })),
      post('/dev/fund', JSON.stringify({ address: chain.node.accounts[0]!.address, amount: 1, denom: '!' })),
    ])
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400])
  })
})

describe('two chains side by side', () => {
  it('run with different chain ids, refuse each other’s transactions, and free their ports on close', async () => {
    const a = await startLocalCosmos({ port: 0, chainId: 'latch-a-1', accounts: 1 })
    const b = await startLocalCosmos({ port: 0, chainId: 'latch-b-1', accounts: 1, prefix: 'latch' })
    expect(a.url).not.toBe(b.url)
    const network = async (url: string) => ((await (await fetch(`${url}/status`)).json()) as { result: { node_info: { network: string } } }).result.node_info.network
    expect([await network(a.url), await network(b.url)]).toEqual(['latch-a-1', 'latch-b-1'])
    expect(b.accounts[0]!.address).toMatch(/^latch1/)
    const key = keyOf(testMnemonic(0))
    const forA = signedSend({ key, from: a.accounts[0]!.address, to: a.accounts[0]!.address, amount: [{ denom: 'ulatch', amount: '1' }], chainId: 'latch-a-1', accountNumber: 0n, sequence: 0n })
    const onB = (await (await fetch(b.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'broadcast_tx_sync', params: { tx: Buffer.from(forA).toString('base64') } }) })).json()) as { result: { code: number } }
    // b's prefix is latch: a's cosmos1… addresses are not even valid there.
    expect(onB.result.code).toBe(7)
    await Promise.all([a.close(), b.close()])
    for (const url of [a.url, b.url]) {
      const probe = createServer()
      await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(Number(new URL(url).port), '127.0.0.1', () => resolve()))
      await new Promise<void>((resolve) => probe.close(() => resolve()))
    }
  })

  it('refuses a transaction signed for another chain id with code 4', async () => {
    const a = await startLocalCosmos({ port: 0, chainId: 'latch-a-1', accounts: 1 })
    const b = await startLocalCosmos({ port: 0, chainId: 'latch-b-1', accounts: 1 })
    const forA = signedSend({ key: keyOf(testMnemonic(0)), from: a.accounts[0]!.address, to: a.accounts[0]!.address, amount: [{ denom: 'ulatch', amount: '1' }], chainId: 'latch-a-1', accountNumber: 0n, sequence: 0n })
    const broadcast = async (url: string) => ((await (await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'broadcast_tx_sync', params: { tx: Buffer.from(forA).toString('base64') } }) })).json()) as { result: { code: number; log: string } }).result
    expect(await broadcast(b.url)).toMatchObject({ code: 4, log: expect.stringContaining('chain-id (latch-b-1)') })
    expect(await broadcast(a.url)).toMatchObject({ code: 0 })
    await Promise.all([a.close(), b.close()])
  })
})
