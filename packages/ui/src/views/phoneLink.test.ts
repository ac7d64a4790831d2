import { walletEntry } from '@latch/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { openOnPhone, phoneLink } from './phoneLink'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00ff'
const ENCODED = 'wc%3Aabc%402%3Frelay-protocol%3Dirn%26symKey%3D00ff'

function fakeWindow() {
  return { open: vi.fn((_url?: string | URL, _target?: string, _features?: string) => null) }
}

describe('phoneLink', () => {
  it('is the universal link when the entry has one, else the app scheme, with the URI encoded once', () => {
    expect(phoneLink(walletEntry('r', 'Rainbow', { mobile_link: 'rainbow://', link_mode: 'https://rnbwapp.com' }), URI)).toBe(`https://rnbwapp.com/wc?uri=${ENCODED}`)
    expect(phoneLink(walletEntry('m', 'MetaMask', { mobile_link: 'metamask://' }), URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(phoneLink(walletEntry('t', 'Trust', { mobile_link: 'trust:' }), URI)).toBe(`trust://wc?uri=${ENCODED}`)
  })
  it('is undefined for a wallet without an app link, or with one that is not safe to open', () => {
    expect(phoneLink(walletEntry('c', 'Coinbase Wallet', { mobile_link: null }), URI)).toBeUndefined()
    for (const mobile_link of ['javascript:alert(1)//', 'intent://x#Intent;scheme=javascript;end', 'data:text/html,hi', 'ms-msdt:/id PCWDiagnostic']) {
      expect(phoneLink(walletEntry('h', 'Hostile', { mobile_link }), URI)).toBeUndefined()
    }
  })
})

describe('openOnPhone', () => {
  const linking = () => ({ setWalletConnectLinking: vi.fn(async () => {}) })

  it('opens a universal link in a new browsing context and an app scheme in place, and records the linked wallet', () => {
    const win = fakeWindow()
    const client = linking()
    expect(openOnPhone(client, walletEntry('r', 'Rainbow', { link_mode: 'https://rnbwapp.com' }), URI, win)).toBe(true)
    expect(win.open).toHaveBeenCalledWith(`https://rnbwapp.com/wc?uri=${ENCODED}`, '_blank', 'noopener,noreferrer')
    expect(openOnPhone(client, walletEntry('m', 'MetaMask', { mobile_link: 'metamask://' }), URI, win)).toBe(true)
    expect(win.open).toHaveBeenLastCalledWith(`metamask://wc?uri=${ENCODED}`, '_self')
    expect(client.setWalletConnectLinking.mock.calls).toEqual([
      [{ name: 'Rainbow', href: `https://rnbwapp.com/wc?uri=${ENCODED}` }],
      [{ name: 'MetaMask', href: `metamask://wc?uri=${ENCODED}` }],
    ])
  })
  it('opens nothing without a URI or without a safe link', () => {
    const win = fakeWindow()
    const client = linking()
    expect(openOnPhone(client, walletEntry('m', 'MetaMask', { mobile_link: 'metamask://' }), undefined, win)).toBe(false)
    expect(openOnPhone(client, walletEntry('h', 'Hostile', { mobile_link: 'javascript:alert(1)//' }), URI, win)).toBe(false)
    expect(win.open).not.toHaveBeenCalled()
    expect(client.setWalletConnectLinking).not.toHaveBeenCalled()
  })
})
