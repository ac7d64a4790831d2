import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectorNotFoundError, ProviderNotConnectedError } from '../../errors/adapterKit'
import type { Connector } from '../../types/chain'
import type { AdapterConnection } from '../connection'
import type { ConnectionTicket } from './connectionGuard'
import { AdapterEmitter } from './emitter'
import type { ConnectionHost } from './lazyAdapter'
import { WalletConnection, type WalletDiscovery } from './walletConnection'

const wallet = (id: string): Connector => ({ id, name: id, type: 'ANNOUNCED', chain: 'eip155' })

function host(): ConnectionHost & { emitted: Connector[][] } {
  const emitter = new AdapterEmitter()
  const emitted: Connector[][] = []
  emitter.on('connectorsChanged', ({ connectors }) => emitted.push(connectors))
  const unknown = () => {
    throw new Error('not used')
  }
  return { namespace: 'eip155', emitter, emitted, network: unknown, networkOrFirst: unknown }
}

/** Exposes the protected skeleton, and installs sessions through the guard as a family's connect does. */
class TestConnection<D> extends WalletConnection<ConnectionHost, { id: string }, D> {
  found = () => this.discovery()
  session = () => this.requireSession()
  ticket = () => this.guard.next()
  install(id: string, ticket = this.guard.next()) {
    if (ticket.current()) this.active = { id }
  }
  disconnect = () => this.endSession()
}

/** A family whose discovery holds wallets by name (a wallet here is its name); exposes the connect and reconnect openings. */
class NamedWallets extends WalletConnection<ConnectionHost, { id: string }, WalletDiscovery<string> | undefined> {
  claim = (connectorId: string) => this.claimWallet(connectorId)
  reconnect = (connectorId: string, resume: (wallet: string, ticket: ConnectionTicket) => Promise<AdapterConnection | null | undefined>) =>
    this.reconnectWallet(connectorId, 50, resume)
  installed = (connection: AdapterConnection | null | undefined) => this.requireInstalled(connection)
  disconnect = () => this.endSession()
}

const connected = (connectorId: string): AdapterConnection => ({ address: 'addr', accounts: [], caipNetworkId: 'eip155:1', connectorId })

/** Discovery over `names`: `find` answers at once, `waitFor` once `late` shows up (after `arrive`). */
function named(names: string[]) {
  const known = new Set(names)
  let arrive: () => void = () => undefined
  const discovery: WalletDiscovery<string> = {
    find: (id) => (known.has(id) ? id : undefined),
    waitFor: (id, waitMs) =>
      new Promise((resolve) => {
        if (known.has(id)) return resolve(id)
        arrive = () => {
          known.add(id)
          resolve(id)
        }
        setTimeout(() => resolve(undefined), waitMs)
      }),
  }
  return { discovery, arrive: () => arrive() }
}

afterEach(() => vi.unstubAllGlobals())

describe('WalletConnection', () => {
  it('starts discovery once, keeps what it last reported and emits each report', () => {
    const h = host()
    let report: (connectors: Connector[]) => void = () => undefined
    let starts = 0
    const connection = new TestConnection(h, (onChange) => {
      starts++
      report = onChange
      onChange([wallet('a')])
      return 'discovery'
    })
    expect(connection.syncConnectors()).toEqual([wallet('a')])
    report([wallet('a'), wallet('b')])
    expect(connection.found()).toBe('discovery')
    expect(connection.syncConnectors()).toEqual([wallet('a'), wallet('b')])
    expect(h.emitted).toEqual([[wallet('a')], [wallet('a'), wallet('b')]])
    expect(starts).toBe(1)
  })

  it('inWindow: nothing starts on a server; the first call in a browser starts it with the window', () => {
    const start = vi.fn((win: { tag: string }, onChange: (connectors: Connector[]) => void) => {
      onChange([wallet(win.tag)])
      return win.tag
    })
    const connection = new TestConnection(host(), WalletConnection.inWindow(start))
    expect(connection.found()).toBeUndefined()
    expect(connection.syncConnectors()).toEqual([])
    expect(start).not.toHaveBeenCalled()
    vi.stubGlobal('window', { tag: 'page' })
    expect(connection.syncConnectors()).toEqual([wallet('page')])
    expect(connection.found()).toBe('page')
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('requires a session; a connect overtaken by a disconnect installs none', () => {
    const connection = new TestConnection(host(), () => undefined)
    expect(() => connection.session()).toThrow(ProviderNotConnectedError)
    connection.install('a')
    expect(connection.session()).toEqual({ id: 'a' })
    const slow = connection.ticket()
    expect(connection.disconnect()).toEqual({ id: 'a' })
    expect(connection.disconnect()).toBeUndefined()
    connection.install('b', slow)
    expect(() => connection.session()).toThrow(expect.objectContaining({ namespace: 'eip155' }))
  })

  it('claimWallet: the wallet discovery finds, with a ticket taken before the lookup; ConnectorNotFoundError in the host namespace otherwise', async () => {
    const { discovery } = named(['a'])
    const connection = new NamedWallets(host(), () => discovery)
    const claimed = await connection.claim('a')
    expect(claimed.wallet).toBe('a')
    expect(claimed.ticket.current()).toBe(true)
    const overtaking = connection.claim('a')
    expect(claimed.ticket.current()).toBe(false)
    await overtaking
    await expect(connection.claim('b')).rejects.toThrow(ConnectorNotFoundError)
    await expect(connection.claim('b')).rejects.toMatchObject({ namespace: 'eip155', connectorId: 'b' })
    const server = new NamedWallets(host(), () => undefined)
    await expect(server.claim('a')).rejects.toThrow(ConnectorNotFoundError)
  })

  it('reconnectWallet: waits for a late wallet and resumes with it; null when it never shows, when overtaken, or on any error', async () => {
    const late = named([])
    const connection = new NamedWallets(host(), () => late.discovery)
    const resume = vi.fn(async (wallet: string) => connected(wallet))
    const waiting = connection.reconnect('a', resume)
    late.arrive()
    expect(await waiting).toEqual(connected('a'))
    expect(resume).toHaveBeenCalledWith('a', expect.objectContaining({ current: expect.any(Function) }))

    expect(await connection.reconnect('missing', resume)).toBeNull()
    expect(resume).toHaveBeenCalledTimes(1)

    const overtaken = connection.reconnect('b', resume)
    connection.disconnect()
    late.arrive()
    expect(await overtaken).toBeNull()
    expect(resume).toHaveBeenCalledTimes(1)

    expect(await connection.reconnect('a', async () => Promise.reject(new Error('refused')))).toBeNull()
    expect(await connection.reconnect('a', async () => undefined)).toBeNull()
    expect(await new NamedWallets(host(), () => undefined).reconnect('a', resume)).toBeNull()
  })

  it('requireInstalled: passes an installed connection on; an overtaken install (null or undefined) is ProviderNotConnectedError', () => {
    const connection = new NamedWallets(host(), () => undefined)
    expect(connection.installed(connected('a'))).toEqual(connected('a'))
    expect(() => connection.installed(null)).toThrow(ProviderNotConnectedError)
    expect(() => connection.installed(undefined)).toThrow(expect.objectContaining({ namespace: 'eip155' }))
  })
})
