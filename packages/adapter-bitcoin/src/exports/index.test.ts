import { expect, it } from 'vitest'
import * as entry from './index'

it('pins the public surface', () => {
  expect(Object.keys(entry).sort()).toEqual(['ADDRESS_FORMATS', 'BitcoinAdapter', 'InvalidAmountError', 'bitcoin', 'bitcoinRegtest', 'bitcoinSignet', 'bitcoinTestnet4', 'formatUnits', 'parseUnits'])
})
