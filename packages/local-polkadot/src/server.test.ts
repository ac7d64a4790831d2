import { createServer } from 'node:net'
import { ApiPromise, HttpProvider, WsProvider } from '@polkadot/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_HUB_ROCOCO } from './assetHubRococo'
import { caipNetworkIdOf, DEFAULT_ENDOWMENT, startLocalPolkadot, type StartLocalPolkadotReturnType } from './server'
import { TEST_ACCOUNTS, testAccount } from './testAccounts'

let node: StartLocalPolkadotReturnType
let api: ApiPromise
let startMs = 0

beforeAll(async () => {
  const t0 = performance.now()
  node = await startLocalPolkadot({ port: 0 })
  startMs = performance.now() - t0
  api = await ApiPromise.create({ provider: new WsProvider(node.url), noInitWarn: true })
}, 120_000)
afterAll(async () => {
  await api?.disconnect()
  await node?.close()
})

/** Resolves whether a TCP server can listen on `port` now. */
const canListen = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })

describe('startLocalPolkadot', () => {
  it('serves Rococo Asset Hub with a genesis hash, CAIP-2 id and properties that agree with the chain', async () => {
    console.log(`local-polkadot started in ${Math.round(startMs)} ms`)
    expect(node.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(node.genesisHash).toBe(`0x${'45'.repeat(32)}`)
    expect(api.genesisHash.toHex()).toBe(node.genesisHash)
    expect(node.caipNetworkId).toBe(`polkadot:${'45'.repeat(16)}`)
    expect((await api.rpc.system.chain()).toString()).toBe('asset-hub-rococo')
    const response = await fetch(node.httpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system_properties', params: [] }) })
    expect((await response.json()).result).toEqual({ ss58Format: 2, tokenDecimals: 12, tokenSymbol: 'ROC' })
    expect([api.registry.chainDecimals, api.registry.chainTokens]).toEqual([[12], ['ROC']])
    expect([node.ss58Prefix, node.decimals, node.symbol]).toEqual([ASSET_HUB_ROCOCO.ss58Prefix, ASSET_HUB_ROCOCO.decimals, ASSET_HUB_ROCOCO.symbol])
    expect(api.consts.system.ss58Prefix.toNumber()).toBe(node.ss58Prefix)
    expect(api.registry.chainSS58).toBe(node.ss58Prefix)
  })

  it('has the existential deposit the package exports as known data', () => {
    expect(api.consts.balances.existentialDeposit.toBigInt()).toBe(ASSET_HUB_ROCOCO.existentialDeposit)
    expect(node.existentialDeposit).toBe(ASSET_HUB_ROCOCO.existentialDeposit)
  })

  it('endows every test account with 1,000,000 ROC free', async () => {
    expect(node.accounts.map((a) => a.name)).toEqual(Object.keys(TEST_ACCOUNTS))
    expect(DEFAULT_ENDOWMENT).toBe(10n ** 18n)
    for (const account of node.accounts) {
      expect(account.address).toBe((await testAccount(account.name)).address)
      const { data, providers } = await api.query.system.account(account.address)
      expect([data.free.toBigInt(), data.reserved.toBigInt(), providers.toNumber()]).toEqual([DEFAULT_ENDOWMENT, 0n, 1])
    }
  })

  it('answers JSON-RPC over HTTP on the same port', async () => {
    const http = await ApiPromise.create({ provider: new HttpProvider(node.httpUrl), noInitWarn: true })
    try {
      expect(http.genesisHash.toHex()).toBe(node.genesisHash)
      expect((await http.query.system.account(node.accounts[1]!.address)).data.free.toBigInt()).toBe(DEFAULT_ENDOWMENT)
    } finally {
      await http.disconnect()
    }
  })

  it('refuses a port in use instead of moving to another', async () => {
    await expect(startLocalPolkadot({ port: node.port })).rejects.toThrow(`Port ${node.port} on 127.0.0.1 is in use.`)
  }, 60_000)

  it('frees its port on close()', async () => {
    const other = await startLocalPolkadot({ port: 0, accounts: ['bob'] })
    expect(other.accounts.map((a) => a.name)).toEqual(['bob'])
    expect(await canListen(other.port, '127.0.0.1')).toBe(false)
    await other.close()
    expect(await canListen(other.port, '127.0.0.1')).toBe(true)
  }, 60_000)
})

describe('caipNetworkIdOf', () => {
  it('is polkadot: and the first 16 bytes of the genesis hash, as CAIP-13 names Polkadot chains', () => {
    expect(caipNetworkIdOf('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3')).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
  })
})
