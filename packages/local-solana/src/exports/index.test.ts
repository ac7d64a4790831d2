import { expect, it } from 'vitest'
import * as api from './index'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toEqual(['ErrorCode', 'LocalChain', 'RpcError', 'TEST_SEED', 'startLocalSolana', 'testKeypair', 'testMint'])
})
