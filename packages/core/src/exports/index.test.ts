import { expect, it } from 'vitest'
import * as core from './index'
import * as internal from './internal'

// Pins the public API: an accidental addition or removal fails here.
it('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
  expect(Object.keys(internal).sort()).toMatchSnapshot()
})
