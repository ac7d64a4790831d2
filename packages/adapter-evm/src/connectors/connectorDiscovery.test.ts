import type { Connector } from '@latch/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeWallet, createFakeWindow, installAnnouncedWallet, walletInfo } from '../test/fakeWallet'
import { ConnectorDiscovery } from './connectorDiscovery'

afterEach(() => {
  vi.unstubAllGlobals()
})

function setup() {
  const win = createFakeWindow()
  vi.stubGlobal('window', win)
  const changes: Connector[][] = []
  const discovery = new ConnectorDiscovery((c) => changes.push(c))
  return { win, changes, discovery }
}

describe('ConnectorDiscovery', () => {
  it('does nothing on a server', () => {
    const changes: Connector[][] = []
    const discovery = new ConnectorDiscovery((c) => changes.push(c))
    expect(typeof window).toBe('undefined')
    expect(discovery.start()).toEqual([])
    expect(changes).toEqual([])
  })

  it('turns EIP-6963 announcements into ANNOUNCED connectors keyed by rdns', () => {
    const { win, discovery } = setup()
    const metamask = createFakeWallet().provider
    installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), metamask)
    const [connector, ...rest] = discovery.start()
    expect(rest).toEqual([])
    expect(connector).toEqual({
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      info: { rdns: 'io.metamask' },
      provider: metamask,
    })
    expect(discovery.installedRdns()).toEqual(['io.metamask'])
  })

  it('falls back to the uuid when a wallet announces no rdns', () => {
    const { win, discovery } = setup()
    installAnnouncedWallet(win, { ...walletInfo('NoRdns', ''), uuid: 'abc-123' }, createFakeWallet().provider)
    expect(discovery.start().map((c) => c.id)).toEqual(['abc-123'])
    expect(discovery.installedRdns()).toEqual([])
  })

  it('reports wallets that announce later, and only when the set changes', () => {
    const { win, changes, discovery } = setup()
    const rabby = createFakeWallet().provider
    installAnnouncedWallet(win, walletInfo('Rabby', 'io.rabby'), rabby)
    discovery.start()
    expect(changes.map((c) => c.map((x) => x.id))).toEqual([['io.rabby']])

    discovery.refresh() // Rabby re-announces the same provider: no change.
    expect(changes).toHaveLength(1)

    installAnnouncedWallet(win, walletInfo('Coinbase', 'com.coinbase.wallet'), createFakeWallet().provider)
    expect(changes.map((c) => c.map((x) => x.id))).toEqual([['io.rabby'], ['io.rabby', 'com.coinbase.wallet']])
  })

  it('lists a legacy window.ethereum as one INJECTED connector', () => {
    const { win, discovery } = setup()
    const legacy = createFakeWallet().provider
    win.ethereum = legacy
    expect(discovery.start()).toEqual([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155', provider: legacy },
    ])
  })

  it('does not list window.ethereum again when an announced wallet is the same provider', () => {
    const { win, discovery } = setup()
    const metamask = createFakeWallet().provider
    win.ethereum = metamask
    installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), metamask)
    expect(discovery.start().map((c) => [c.id, c.type])).toEqual([['io.metamask', 'ANNOUNCED']])
  })

  it('drops the injected entry once the same provider announces itself later', () => {
    const { win, changes, discovery } = setup()
    const metamask = createFakeWallet().provider
    win.ethereum = metamask
    expect(discovery.start().map((c) => c.id)).toEqual(['injected'])
    installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), metamask)
    expect(changes.at(-1)?.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('keeps a distinct legacy provider beside announced ones', () => {
    const { win, discovery } = setup()
    installAnnouncedWallet(win, walletInfo('Rabby', 'io.rabby'), createFakeWallet().provider)
    win.ethereum = createFakeWallet().provider
    expect(discovery.start().map((c) => c.id)).toEqual(['io.rabby', 'injected'])
  })

  it('picks up a window.ethereum injected after load (ethereum#initialized)', () => {
    const { win, changes, discovery } = setup()
    expect(discovery.start()).toEqual([])
    win.ethereum = createFakeWallet().provider
    win.dispatchEvent(new Event('ethereum#initialized'))
    expect(changes.at(-1)?.map((c) => c.id)).toEqual(['injected'])
  })

  it('ignores malformed announcements and unsafe icons', () => {
    const { win, discovery } = setup()
    discovery.start()
    const send = (detail: unknown) => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    send(undefined)
    send({ info: walletInfo('NoProvider', 'x.none') })
    send({ info: walletInfo('BadProvider', 'x.bad'), provider: {} })
    send({ info: { ...walletInfo('NoName', 'x.noname'), name: '' }, provider: createFakeWallet().provider })
    expect(discovery.connectors).toEqual([])

    send({ info: { ...walletInfo('Evil', 'x.evil'), icon: 'javascript:alert(1)' }, provider: createFakeWallet().provider })
    expect(discovery.connectors).toHaveLength(1)
    expect(discovery.connectors[0]).not.toHaveProperty('imageUrl')
  })

  it('stops listening', () => {
    const { win, discovery } = setup()
    discovery.start()
    discovery.stop()
    installAnnouncedWallet(win, walletInfo('Rabby', 'io.rabby'), createFakeWallet().provider)
    expect(discovery.connectors).toEqual([])
  })
})
