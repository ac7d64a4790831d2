import { expect, it } from 'vitest'
import * as api from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ACCOUNT_NAMES',
    'COMET_VERSION',
    'DECIMALS',
    'DEFAULT_CHAIN_ID',
    'DEFAULT_PORT',
    'DEFAULT_PREFIX',
    'DENOM',
    'DISPLAY_DENOM',
    'GAS',
    'GAS_PRICE',
    'GENESIS_BALANCES',
    'Ledger',
    'LocalChain',
    'MAX_MEMO_BYTES',
    'SECOND_DENOM',
    'SdkCode',
    'TxError',
    'startLocalCosmos',
    'testAccount',
    'testMnemonic',
  ])
})
