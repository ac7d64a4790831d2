import * as api from '@latch/adapter-evm'
import { expect, it } from 'vitest'

it('exports exactly the public API', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotFoundError",
      "EvmAdapter",
      "NoAccountsError",
      "ProviderNotConnectedError",
      "UnknownNetworkError",
      "formatUnits",
      "parseUnits",
    ]
  `)
})
