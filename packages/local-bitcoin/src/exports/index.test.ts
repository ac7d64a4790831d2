import { expect, it } from 'vitest'
import * as api from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ACCOUNT_NAMES',
    'CAIP_NETWORK_ID',
    'CHAIN_TXS_PER_PAGE',
    'COINBASE_MATURITY',
    'DEFAULT_PORT',
    'DUST_THRESHOLD',
    'FEE_ESTIMATES',
    'HALVING_INTERVAL',
    'LocalChain',
    'REGTEST_GENESIS_HASH',
    'RejectError',
    'RpcCode',
    'TEST_SEED',
    'blockSubsidy',
    'startLocalBitcoin',
    'testAccount',
    'testKey',
  ])
})
