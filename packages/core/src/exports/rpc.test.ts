import { expect, it } from 'vitest'
import * as rpc from './rpc'

it('exports', () => {
  expect(Object.keys(rpc).sort()).toEqual(['LatchError', 'MULTICALL_BATCH_BYTES', 'RpcResponseError', 'RpcUnavailableError', 'RpcUnreachableError', 'createEndpointHealth', 'createQueryCache', 'createRpcTransport', 'retryDelay'])
})
