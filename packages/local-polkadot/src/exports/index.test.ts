import { expect, it } from 'vitest'
import * as api from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual(['ASSET_HUB_ROCOCO', 'DEFAULT_ENDOWMENT', 'TEST_ACCOUNTS', 'caipNetworkIdOf', 'startLocalPolkadot', 'testAccount'])
})
