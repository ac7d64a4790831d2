import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProviderNotConnectedError } from '../../errors/adapterKit'
import type { Connector } from '../../types/chain'
import { AdapterEmitter } from './emitter'
import type { ConnectionHost } from './lazyAdapter'
import { WalletConnection } from './walletConnection'

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
})
