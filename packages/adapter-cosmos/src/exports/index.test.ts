import { expect, it } from 'vitest'
import * as entry from './index'
import * as verify from './verify'

it('pins the public surface', () => {
  expect(Object.keys(entry).sort()).toEqual(['CHAIN_CONFIGS', 'CosmosAdapter', 'InvalidAmountError', 'celestia', 'cosmoshub', 'dydx', 'formatUnits', 'injective', 'osmosis', 'parseUnits'])
  expect(Object.keys(verify).sort()).toEqual(['makeArbitrarySignDoc', 'verifyArbitraryMessage'])
})
