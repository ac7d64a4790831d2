import { expect, it } from 'vitest'
import * as rpc from './rpc'

it('exports', () => {
  expect(Object.keys(rpc).sort()).toEqual(['LatchError', 'MULTICALL_BATCH_BYTES', 'RpcResponseError', 'RpcResponseTooLargeError', 'RpcUnavailableError', 'RpcUnreachableError', 'createEndpointHealth', 'createRpcTransport', 'createTransportPool'])
})
