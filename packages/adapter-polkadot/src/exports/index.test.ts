import { expect, it } from 'vitest'
import * as entry from './index'

it('pins the public surface', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'GENERIC_SS58_PREFIX',
    'InvalidAmountError',
    'PolkadotAdapter',
    'SS58_PREFIXES',
    'formatUnits',
    'kusama',
    'kusamaAssetHub',
    'parseUnits',
    'paseo',
    'polkadot',
    'polkadotAssetHub',
    'westend',
  ])
})
