import { expect, it } from 'vitest'
import { blockSubsidy, CAIP_NETWORK_ID, COIN, genesisBlock, REGTEST, REGTEST_GENESIS_HASH } from './network'

it('builds regtest’s genesis block with bitcoind’s hash, and the CAIP-2 id from it', () => {
  const genesis = genesisBlock()
  expect(genesis.getId()).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
  expect(genesis.getId()).toBe(REGTEST_GENESIS_HASH)
  expect(genesis.checkProofOfWork()).toBe(true)
  expect(genesis.transactions?.[0]?.getId()).toBe('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b')
  expect(CAIP_NETWORK_ID).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  expect(REGTEST.bech32).toBe('bcrt')
})

it('halves the 50 BTC subsidy every 150 blocks, as regtest does', () => {
  expect([0, 149, 150, 299, 300].map(blockSubsidy)).toEqual([50n * COIN, 50n * COIN, 25n * COIN, 25n * COIN, 1_250_000_000n])
  expect(blockSubsidy(150 * 64)).toBe(0n)
})
