import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/chain'
import { orderConnectMethods, orderConnectors } from './order'
import { DEFAULT_CONNECTOR_TYPE_ORDER } from '../options/defaults'

const c = (id: string, type: Connector['type'], rdns?: string, chain: Connector['chain'] = 'eip155'): Connector => ({ id, name: id, type, chain, info: rdns ? { rdns } : undefined })

describe('connect methods order (spec §2)', () => {
  it('defaults to email, social, wallet', () => {
    expect(orderConnectMethods({ connectors: [c('wc', 'WALLET_CONNECT')], email: true, social: true })).toEqual(['email', 'social', 'wallet'])
  })
  it('puts wallet first when an injected or announced wallet exists', () => {
    expect(orderConnectMethods({ connectors: [c('mm', 'ANNOUNCED')], email: true, social: true })).toEqual(['wallet', 'email', 'social'])
    expect(orderConnectMethods({ connectors: [c('inj', 'INJECTED')], email: true, social: true })).toEqual(['wallet', 'email', 'social'])
  })
  it('honours the host order and leaves out disabled methods', () => {
    expect(orderConnectMethods({ configured: ['social', 'wallet', 'email'], connectors: [], email: false, social: true })).toEqual(['social', 'wallet'])
  })
})

describe('connector type order (spec §2)', () => {
  it('walletConnect, recent, injected, featured, custom, external; auth is not a wallet row', () => {
    const list = [c('ext', 'EXTERNAL'), c('auth', 'AUTH'), c('mm', 'ANNOUNCED', 'io.metamask'), c('recent1', 'ANNOUNCED', 'r1'), c('wc', 'WALLET_CONNECT'), c('inj', 'INJECTED')]
    const ordered = orderConnectors({ connectors: list, recentIds: ['recent1'], typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER })
    expect(ordered.map((x) => x.id)).toEqual(['wc', 'recent1', 'mm', 'inj', 'ext'])
  })
  it('recents most recent first, featured in the host order, one row per rdns', () => {
    const list = [c('a', 'ANNOUNCED', 'a'), c('b', 'ANNOUNCED', 'b'), c('c', 'EXTERNAL'), c('d', 'EXTERNAL'), c('a-sol', 'ANNOUNCED', 'a', 'solana')]
    const ordered = orderConnectors({ connectors: list, recentIds: ['b', 'a'], featuredIds: ['d', 'c'], typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER })
    expect(ordered.map((x) => x.id)).toEqual(['b', 'a', 'd', 'c'])
  })
})

describe('in a wallet’s in-app browser (a phone with an installed wallet)', () => {
  const list = [c('ext', 'EXTERNAL'), c('wc', 'WALLET_CONNECT'), c('recent1', 'EXTERNAL'), c('mm', 'ANNOUNCED', 'io.metamask'), c('inj', 'INJECTED')]
  it('lists the installed wallets first, ahead of WalletConnect and recents', () => {
    const ordered = orderConnectors({ connectors: list, recentIds: ['recent1'], typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER, mobile: true })
    expect(ordered.map((x) => x.id)).toEqual(['mm', 'inj', 'wc', 'recent1', 'ext'])
  })
  it('keeps the type order on a desktop, and on a phone with nothing installed', () => {
    expect(orderConnectors({ connectors: list, recentIds: ['recent1'], typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER }).map((x) => x.id)).toEqual(['wc', 'recent1', 'mm', 'inj', 'ext'])
    const phone = orderConnectors({ connectors: [c('ext', 'EXTERNAL'), c('wc', 'WALLET_CONNECT')], recentIds: [], typeOrder: DEFAULT_CONNECTOR_TYPE_ORDER, mobile: true })
    expect(phone.map((x) => x.id)).toEqual(['wc', 'ext'])
  })
})
