import { expect, it } from 'vitest'
import * as rpc from './rpc'

it('exports', () => {
  expect(Object.keys(rpc).sort()).toEqual(['LatchError', 'RpcResponseError', 'RpcUnreachableError', 'createEndpointHealth', 'createQueryCache', 'createRpcTransport', 'retryDelay'])
})
