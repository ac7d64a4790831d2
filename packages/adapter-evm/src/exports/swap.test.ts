import * as api from '@latch/adapter-evm/swap'
import { expect, it } from 'vitest'

it('exports exactly the swap sources', () => {
  expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
    [
      "oneInchSource",
      "zeroExSource",
    ]
  `)
})
