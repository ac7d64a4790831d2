import { expect, it } from 'vitest'
import * as connectors from './connectors'
import * as embeddedWallet from './embeddedWallet'
import * as errors from './errors'
import * as core from './index'
import * as internal from './internal'
import * as validation from './validation'

// Pins the public API: an accidental addition or removal fails here.
it('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
  expect(Object.keys(internal).sort()).toMatchSnapshot()
  expect(Object.keys(embeddedWallet).sort()).toMatchSnapshot()
  expect(Object.keys(validation).sort()).toMatchSnapshot()
})

it('the lazily loaded code’s entries hold only what it needs', () => {
  expect(Object.keys(errors).sort()).toEqual(['ActivityError', 'InvalidAddressError', 'InvalidInputError', 'RpcUnavailableError'])
  expect(Object.keys(connectors)).toEqual(['groupMultiChain'])
})
