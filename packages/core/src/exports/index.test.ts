import { expect, it } from 'vitest'
import * as core from './index'
import * as embeddedWallet from './embeddedWallet'
import * as internal from './internal'
import * as validation from './validation'

// Pins the public API: an accidental addition or removal fails here.
it('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
  expect(Object.keys(internal).sort()).toMatchSnapshot()
  expect(Object.keys(embeddedWallet).sort()).toMatchSnapshot()
  expect(Object.keys(validation).sort()).toMatchSnapshot()
})
