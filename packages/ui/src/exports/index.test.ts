import { expect, it } from 'vitest'
import * as eager from './index'
import * as modal from './modal'
import * as primitives from './primitives'

// Pins the public API of each entry point.
it('exports', () => {
  expect(Object.keys(eager).sort()).toMatchSnapshot()
  expect(Object.keys(modal).sort()).toMatchSnapshot()
  expect(Object.keys(primitives).sort()).toMatchSnapshot()
})
