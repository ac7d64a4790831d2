import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { testAccount } from './accounts'
import { startLocalBitcoin } from './server'
import { useLocalBitcoin } from './test/chain'

const chain = useLocalBitcoin({ accounts: 3, corsOrigins: '*' })
const balanceOf = async (address: string) => {
  const { chain_stats: c, mempool_stats: m } = (await (await chain.get(`/address/${address}`)).json()) as Record<'chain_stats' | 'mempool_stats', { funded_txo_sum: number; spent_txo_sum: number }>
  return c.funded_txo_sum - c.spent_txo_sum + m.funded_txo_sum - m.spent_txo_sum
}

describe('startLocalBitcoin', () => {
  it('serves regtest at 127.0.0.1 with funded, mature test accounts', async () => {
    const { node } = chain
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect([node.network, node.caipNetworkId]).toEqual(['regtest', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'])
    expect(node.accounts).toEqual([0, 1, 2].map((i) => testAccount(i)))
    expect(Number(await (await chain.get('/blocks/tip/height')).text())).toBe(101)
    for (const account of node.accounts) {
      expect(await balanceOf(account.payment.address)).toBe(1_000_000_000)
      expect(await balanceOf(account.ordinals.address)).toBe(100_000)
    }
  })

  it('mines and funds over HTTP (/dev/mine, /dev/fund)', async () => {
    const tip = Number(await (await chain.get('/blocks/tip/height')).text())
    const address = chain.node.accounts[2]?.ordinals.address as string
    const mined = (await (await chain.post('/dev/mine', JSON.stringify({ blocks: 3, address }))).json()) as string[]
    expect(mined).toHaveLength(3)
    expect(await (await chain.get(`/block-height/${tip + 3}`)).text()).toBe(mined[2])
    expect(await balanceOf(address)).toBe(100_000 + 3 * 5_000_000_000)
    const before = await balanceOf(chain.node.accounts[1]?.payment.address as string)
    const funded = await chain.post('/dev/fund', JSON.stringify({ address: chain.node.accounts[1]?.payment.address, sats: 12_345 }))
    const { txid, blockHash } = (await funded.json()) as { txid: string; blockHash: string }
    expect(await (await chain.get(`/tx/${txid}/status`)).json()).toMatchObject({ confirmed: true, block_hash: blockHash })
    expect(await balanceOf(chain.node.accounts[1]?.payment.address as string)).toBe(before + 12_345)
  })

  it('answers bad requests with 400, unknown routes with 404, big bodies with 413, CORS for any origin', async () => {
    const bad = [
      await chain.post('/dev/mine', 'not json'),
      await chain.post('/dev/mine', JSON.stringify({ blocks: 0 })),
      await chain.post('/dev/mine', JSON.stringify({ blocks: 1, address: 'bc1qmainnet' })),
      await chain.post('/dev/fund', JSON.stringify({ address: chain.node.accounts[0]?.payment.address, sats: -1 })),
      await chain.post('/dev/fund', JSON.stringify({ address: chain.node.accounts[0]?.payment.address, sats: 10 ** 15 })),
    ]
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400])
    expect(await bad[4]?.text()).toMatch(/^The paying key holds \d+ spendable sat/)
    const unknown = await chain.get('/nothing/here')
    expect([unknown.status, await unknown.text()]).toEqual([404, 'GET /nothing/here not found'])
    expect((await fetch(`${chain.node.url}/tx`, { method: 'PUT' })).status).toBe(404)
    expect((await chain.post('/tx', 'ab'.repeat(600_000))).status).toBe(413)
    const preflight = await fetch(`${chain.node.url}/tx`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } })
    expect([preflight.status, preflight.headers.get('access-control-allow-origin'), preflight.headers.get('access-control-allow-methods')]).toEqual([204, '*', 'GET, POST, OPTIONS'])
    expect((await chain.get('/blocks/tip/height')).headers.get('access-control-allow-origin')).toBe('*')
  })

  it('allows only listed origins when given a list, and frees its port on close', async () => {
    const node = await startLocalBitcoin({ port: 0, accounts: 0, corsOrigins: ['http://localhost:5173'] })
    const from = async (origin: string) => (await fetch(`${node.url}/blocks/tip/height`, { headers: { origin } })).headers.get('access-control-allow-origin')
    expect([await from('http://localhost:5173'), await from('https://evil.example')]).toEqual(['http://localhost:5173', null])
    await node.close()
    const probe = createServer()
    await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(node.port, '127.0.0.1', () => resolve()))
    await new Promise<void>((resolve) => probe.close(() => resolve()))
  })
})
