import { describe, expect, it } from 'vitest'
import { ProviderNotConnectedError, UnknownNetworkError } from '../../errors/adapterKit'
import type { CaipNetwork, CaipNetworkId, Connector } from '../../types/chain'
import type { AdapterConnection } from '../connection'
import { type ConnectionCode, type ConnectionHost, LazyAdapter } from './lazyAdapter'

const net = (caipNetworkId: CaipNetworkId, chainNamespace: CaipNetwork['chainNamespace'] = 'eip155'): CaipNetwork => ({
  id: caipNetworkId.split(':')[1] ?? '',
  name: caipNetworkId,
  caipNetworkId,
  chainNamespace,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})
const wallet: Connector = { id: 'w', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' }

/** Connection code that records what reached it and connects on the network its host picks. */
class FakeConnection implements ConnectionCode<{ kind: 'provider' }> {
  readonly log: string[] = []
  connected = false
  constructor(readonly host: ConnectionHost) {}
  syncConnectors = () => [wallet]
  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    this.log.push(`connect:${connectorId}`)
    this.connected = true
    const network = this.host.networkOrFirst(caipNetworkId)
    return { address: '0xa', accounts: [{ address: '0xa', type: 'eoa' }], caipNetworkId: network.caipNetworkId, connectorId }
  }
  async reconnect() {
    return null
  }
  disconnect() {
    this.log.push('disconnect')
    this.connected = false
  }
  switchNetwork({ network }: { network: CaipNetwork }): AdapterConnection {
    const known = this.host.network(network.caipNetworkId)
    return { address: '0xa', accounts: [], caipNetworkId: known.caipNetworkId, connectorId: 'w' }
  }
  getProvider() {
    return this.connected ? { kind: 'provider' as const } : undefined
  }
  async signMessage({ message }: { message: string | Uint8Array }) {
    return `signed:${String(message)}`
  }
}

class TestAdapter extends LazyAdapter<{ kind: 'provider' }, FakeConnection> {
  override readonly namespace = 'eip155' as const
  loads = 0
  protected override async loadConnection(): Promise<FakeConnection> {
    this.loads++
    return new FakeConnection(this.host)
  }
  session = () => this.loaded()
  find = (id: CaipNetworkId) => this.network(id)
  pick = (id?: CaipNetworkId) => this.networkOrFirst(id)
  emit = () => this.emitter.emit('accountsChanged', { accounts: [] })
}

function adapter(networks = [net('eip155:1'), net('solana:x', 'solana'), net('eip155:10')]) {
  const a = new TestAdapter()
  a.setup({ networks })
  return a
}

describe('LazyAdapter', () => {
  it('keeps only its namespace’s networks, and looks them up exactly or falls back to the first', () => {
    const a = adapter()
    expect(a.networkControl).toBe('dapp')
    expect(a.find('eip155:10').caipNetworkId).toBe('eip155:10')
    expect(() => a.find('solana:x')).toThrow(UnknownNetworkError)
    expect(a.pick('eip155:10').caipNetworkId).toBe('eip155:10')
    expect(a.pick('eip155:999').caipNetworkId).toBe('eip155:1')
    expect(a.pick().caipNetworkId).toBe('eip155:1')
    expect(() => adapter([]).pick()).toThrow(expect.objectContaining({ namespace: 'eip155', longMessage: expect.stringContaining('eip155:?') }))
  })

  it('loads the connection code once, on the first call that needs it, and forwards to it', async () => {
    const a = adapter()
    expect(a.getProvider()).toBeUndefined()
    await a.disconnect()
    expect(a.loads).toBe(0)
    expect(() => a.session()).toThrow(ProviderNotConnectedError)
    const [connection] = await Promise.all([a.connect({ connectorId: 'w', caipNetworkId: 'eip155:10' }), a.signMessage({ message: 'hi', address: '0xa', caipNetworkId: 'eip155:1' })])
    expect(connection.caipNetworkId).toBe('eip155:10')
    expect(await a.signMessage({ message: 'hi', address: '0xa', caipNetworkId: 'eip155:1' })).toBe('signed:hi')
    expect((await a.switchNetwork({ network: net('eip155:1') })).caipNetworkId).toBe('eip155:1')
    await expect(a.switchNetwork({ network: net('eip155:5') })).rejects.toThrow(UnknownNetworkError)
    expect(a.getProvider()).toEqual({ kind: 'provider' })
    expect(await a.reconnect({ connectorId: 'w' })).toBeNull()
    await a.disconnect()
    expect(a.session().log).toEqual(['connect:w', 'disconnect'])
    expect(a.loads).toBe(1)
  })

  it('hands listeners what the loaded code emits, and codes units', () => {
    const a = adapter()
    const seen: unknown[] = []
    const off = a.on('accountsChanged', (payload) => seen.push(payload))
    a.emit()
    off()
    a.emit()
    expect(seen).toEqual([{ accounts: [] }])
    expect(a.formatUnits(1500n, 3)).toBe('1.5')
    expect(a.parseUnits('1.5', 3)).toBe(1500n)
  })
})
