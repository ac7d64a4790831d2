/**
 * The adapter contract as tests: every adapter (EVM, Solana, the mock, and the ones to come) runs this suite with
 * a fixture of its own, so a contract edge is found here, once, rather than in each family's e2e.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../chainAdapter'
import type { AdapterConnection } from '../connection'
import type { ChainAdapterFixture, ConformanceWallet } from './fixture'

export type { ChainAdapterFixture, ConformanceWallet } from './fixture'

export function describeChainAdapter<A extends ChainAdapter>(name: string, fixture: ChainAdapterFixture<A>): void {
  const network = fixture.networks[0]
  if (!network) throw new TypeError('describeChainAdapter needs at least one network')
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c()
  })
  const opts = { timeout: fixture.timeoutMs ?? 5000 }

  function adapter(): A {
    const a = fixture.create()
    a.setup({ networks: fixture.networks })
    cleanups.push(() => a.disconnect())
    return a
  }
  async function installed(): Promise<ConformanceWallet> {
    const w = await fixture.wallet()
    cleanups.push(() => w.uninstall())
    return w
  }
  async function connected(): Promise<{ a: A; w: ConformanceWallet; connection: AdapterConnection }> {
    const w = await installed()
    const a = adapter()
    a.syncConnectors()
    const connection = await a.connect({ connectorId: w.connectorId, caipNetworkId: network!.caipNetworkId })
    return { a, w, connection }
  }

  describe(`${name}: the adapter contract`, () => {
    it('names its namespace and who holds the network', () => {
      const a = fixture.create()
      expect(fixture.networks.every((n) => n.chainNamespace === a.namespace)).toBe(true)
      expect(['wallet', 'dapp']).toContain(a.networkControl)
    })

    it('has each capability group whole or not at all', () => {
      const a = fixture.create()
      if (a.reads) expect(typeof a.reads.getBalance).toBe('function')
      if (a.transfers) expect(typeof a.transfers.prepare).toBe('function')
      if (a.transactions) expect(typeof a.transactions.send).toBe('function')
      if (a.remote) {
        expect(typeof a.remote.attach).toBe('function')
        expect(a.remote.walletConnect.methods.length).toBeGreaterThan(0)
      }
      if (a.indexers) expect(typeof a.indexers.resolve).toBe('function')
    })

    it('round-trips units and refuses malformed or over-precise amounts', () => {
      const a = fixture.create()
      for (const [value, text] of fixture.units.pairs) {
        expect(a.formatUnits(value, fixture.units.decimals)).toBe(text)
        expect(a.parseUnits(text, fixture.units.decimals)).toBe(value)
      }
      expect(() => a.parseUnits('1.2.3', fixture.units.decimals)).toThrow()
      expect(() => a.parseUnits('abc', fixture.units.decimals)).toThrow()
      expect(() => a.parseUnits(fixture.units.tooPrecise, fixture.units.decimals)).toThrow()
    })

    it('applies the address rule of the network', () => {
      const a = fixture.create()
      for (const address of fixture.addresses.valid) expect(a.isAddress(address, network.caipNetworkId), address).toBe(true)
      for (const address of fixture.addresses.invalid) expect(a.isAddress(address, network.caipNetworkId), address).toBe(false)
    })

    it('connects through a discovered wallet and reports a CAIP connection', opts, async () => {
      const { a, w, connection } = await connected()
      expect(connection.connectorId).toBe(w.connectorId)
      expect(connection.address).toBe(w.address)
      expect(connection.accounts[0]?.address).toBe(connection.address)
      expect(connection.caipNetworkId.startsWith(`${a.namespace}:`)).toBe(true)
      expect(a.isAddress(connection.address, connection.caipNetworkId)).toBe(true)
      expect(a.getProvider()).toBeDefined()
    })

    it('reconnects silently, without asking the user again', opts, async () => {
      const { w } = await connected()
      const asked = w.prompts()
      const fresh = adapter()
      fresh.syncConnectors()
      const again = await fresh.reconnect({ connectorId: w.connectorId, caipNetworkId: network.caipNetworkId })
      expect(again?.address).toBe(w.address)
      expect(w.prompts()).toBe(asked)
    })

    it('reconnects to nothing once the wallet revoked the dapp, and for an unknown connector', opts, async () => {
      const { w } = await connected()
      await w.revoke()
      const fresh = adapter()
      fresh.syncConnectors()
      expect(await fresh.reconnect({ connectorId: w.connectorId, caipNetworkId: network.caipNetworkId })).toBeNull()
      expect(await fresh.reconnect({ connectorId: 'no-such-wallet', caipNetworkId: network.caipNetworkId })).toBeNull()
    })

    it('refuses to connect an unknown connector with a typed error', opts, async () => {
      const a = adapter()
      a.syncConnectors()
      await expect(a.connect({ connectorId: 'no-such-wallet' })).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND', namespace: a.namespace })
    })

    it('forgets the provider on disconnect and reports no more wallet events', opts, async () => {
      const { a, w } = await connected()
      const seen: unknown[] = []
      a.on('accountsChanged', (e) => seen.push(e))
      await a.disconnect()
      expect(a.getProvider()).toBeUndefined()
      if (w.switchAccount) {
        await w.switchAccount()
        expect(seen).toEqual([])
      }
    })

    it('reports an account change in the wallet', opts, async () => {
      const { a, w } = await connected()
      if (!w.switchAccount) return
      const seen: string[] = []
      a.on('accountsChanged', (e) => seen.push(e.accounts[0]?.address ?? ''))
      const next = await w.switchAccount()
      await expect.poll(() => seen.at(-1)).toBe(next)
    })

    it('signs a message the namespace can verify', opts, async () => {
      const { a, connection } = await connected()
      const message = 'Latch conformance: sign this ✓'
      const signature = await a.signMessage({ message, address: connection.address, caipNetworkId: connection.caipNetworkId })
      expect(await fixture.verifyMessage({ message, signature, address: connection.address })).toBe(true)
    })

    it('switches network and reports the connection there', opts, async () => {
      const target = fixture.networks[1]
      if (!target) return
      const { a } = await connected()
      const moved = await a.switchNetwork({ network: target })
      expect(moved.caipNetworkId).toBe(target.caipNetworkId)
      expect(a.isAddress(moved.address, target.caipNetworkId)).toBe(true)
    })

    it('reads the native balance as whole units in the network currency', opts, async () => {
      const { a, connection } = await connected()
      if (!a.reads) return
      const balance = await a.reads.getBalance({ address: connection.address, caipNetworkId: network.caipNetworkId })
      expect(balance.symbol).toBe(network.nativeCurrency.symbol)
      expect(a.parseUnits(balance.balance, network.nativeCurrency.decimals)).toBeGreaterThan(0n)
    })

    it('prepares a transfer with its fee, and submitting it moves the amount', opts, async () => {
      const transfer = fixture.transfer
      const { a, connection } = await connected()
      if (!a.transfers || !transfer) return
      const before = await transfer.balanceOf(transfer.to)
      const prepared = await a.transfers.prepare({
        from: connection.address,
        to: transfer.to,
        amount: transfer.amount,
        symbol: transfer.symbol,
        decimals: transfer.decimals,
        caipNetworkId: connection.caipNetworkId,
        ...(transfer.asset ? { asset: transfer.asset } : {}),
      })
      expect(prepared.fee).toBeGreaterThanOrEqual(0n)
      expect(prepared.activity.from).toBe(connection.address)
      expect(prepared.activity.transfers[0]?.amount).toBe(transfer.amount.toString())
      const id = await prepared.submit()
      expect(id.length).toBeGreaterThan(0)
      await expect.poll(() => transfer.balanceOf(transfer.to), { timeout: 4000 }).toBe(before + transfer.amount)
    })
  })
}
