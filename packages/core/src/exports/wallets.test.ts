import { expect, it } from 'vitest'
import * as wallets from './wallets'

it('exports', () => {
  expect(Object.keys(wallets).sort()).toMatchSnapshot()
})
