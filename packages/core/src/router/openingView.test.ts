import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapters/chainAdapter'
import { openingView } from './openingView'

const adapters = [{ namespace: 'eip155' } as ChainAdapter]

describe('openingView', () => {
  it('is the Account view when the active namespace has an address, even with WalletConnect under manual control', () => {
    expect(openingView({ account: { address: '0xabc' }, options: { adapters }, mobile: false })).toBe('Account')
    expect(openingView({ account: { address: '0xabc' }, options: { manualWCControl: true }, mobile: true })).toBe('Account')
  })

  it('is Connect for a visitor when adapters are set up', () => {
    expect(openingView({ account: undefined, options: { adapters }, mobile: false })).toBe('Connect')
    expect(openingView({ account: { address: undefined }, options: { adapters }, mobile: true })).toBe('Connect')
  })

  it('is the WalletConnect QR without adapters or under manual control, and the wallet list on a phone', () => {
    expect(openingView({ account: undefined, options: {}, mobile: false })).toBe('ConnectingWalletConnectBasic')
    expect(openingView({ account: undefined, options: { adapters: [] }, mobile: true })).toBe('AllWallets')
    expect(openingView({ account: undefined, options: { adapters, manualWCControl: true }, mobile: false })).toBe('ConnectingWalletConnectBasic')
    expect(openingView({ account: undefined, options: { adapters, manualWCControl: true }, mobile: true })).toBe('AllWallets')
  })
})
