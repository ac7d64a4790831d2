import { expect, it } from 'vitest'
import * as api from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual([
    'DETERMINISTIC_DEPLOYER',
    'ENTRY_POINT_V07',
    'PAYMASTER_POST_OP_GAS_LIMIT',
    'PAYMASTER_VERIFICATION_GAS_LIMIT',
    'SIMPLE_ACCOUNT_FACTORY_V07',
    'deployAccountAbstraction',
    'freePort',
    'isRunning',
    'packPaymasterAndData',
    'packUserOperation',
    'resolveAltoCli',
    'startBundler',
    'startDevAnvil',
    'startLocal4337',
    'startPaymaster',
  ])
})
