import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch, testNetworks } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ADDR = 'eip155-a'
const wallet = () => createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:2:${ADDR}`]: '7' } })

describe('network switch (spec §4)', () => {
  it('disconnected: changes the active network and stores it, without asking a wallet', async () => {
    const w = wallet()
    const { latch, storage } = createTestLatch([w])
    await latch.switchNetwork(testNetworks.two)
    expect(latch.getSnapshot().state.selectedNetworkId).toBe('eip155:2')
    expect(storage.getItem('latch.activeCaipNetworkId.eip155')).toBe('eip155:2')
    expect(w.calls.some((c) => c.startsWith('switchNetwork'))).toBe(false)
  })

  it('connected: the wallet switches (adding the chain when unknown), then the balance is read', async () => {
    const w = wallet()
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    await latch.switchNetwork('eip155:2')
    expect(w.calls).toContain('switchNetwork:eip155:2')
    expect(latch.getAccount()).toMatchObject({ balance: '7', caipAddress: `eip155:2:${ADDR}` })
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')
  })

  it('the account’s explorer link follows the network and the address (spec §3 addressExplorerUrl)', async () => {
    const { latch } = createTestLatch([wallet()])
    expect(latch.getAccount()?.addressExplorerUrl).toBeUndefined()
    await latch.connect('mock-eip155')
    expect(latch.getAccount()?.addressExplorerUrl).toBe(`https://explorer.test/eip155/1/address/${ADDR}`)
    await latch.switchNetwork('eip155:2')
    expect(latch.getAccount()?.addressExplorerUrl).toBe(`https://explorer.test/eip155/2/address/${ADDR}`)
    await latch.disconnect()
    expect(latch.getAccount()?.addressExplorerUrl).toBeUndefined()
  })

  it('a failed switch keeps the old network, goes back, and rejects with the wallet error', async () => {
    const w = wallet()
    w.wallet.canAddNetworks = false
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    await latch.open()
    latch.router.push('Networks')
    await expect(latch.switchNetwork('eip155:2')).rejects.toMatchObject({ shortMessage: 'Chain is not supported' })
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(latch.getSnapshot().router.view).toBe('Account')
  })

  it('a declined switch (4001) to another namespace keeps the active namespace and both networks as they were', async () => {
    const evm = wallet()
    const sol = createMockAdapter('solana', { accounts: [{ address: 'solana-a', type: 'eoa' }] })
    const { latch, storage } = createTestLatch([evm, sol])
    await latch.connect('mock-solana')
    await latch.connect('mock-eip155')
    expect(latch.getSnapshot().activeNamespace).toBe('eip155')
    sol.wallet.reject.switch = true
    await expect(latch.switchNetwork(testNetworks.sol)).rejects.toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001 })
    expect(latch.getSnapshot().activeNamespace).toBe('eip155')
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
    expect(latch.getAccount()?.address).toBe(ADDR)
    expect(storage.getItem('latch.activeCaipNetworkId.solana')).toBeNull()
    // Accepted, the same switch moves the namespace.
    await latch.switchNetwork(testNetworks.sol)
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
  })

  it('marks the namespace as switching while the wallet is asked, and not after a success or a failure', async () => {
    const w = wallet()
    // Hold the wallet's answer (the process boundary) to look at the state mid-switch.
    const answer = w.switchNetwork.bind(w)
    let release: () => void = () => {}
    w.switchNetwork = async (params) => {
      await new Promise<void>((r) => {
        release = r
      })
      return answer(params)
    }
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    const switching = () => latch.getSnapshot().namespaces.eip155?.network.switching
    const succeeded = latch.switchNetwork('eip155:2')
    await vi.waitFor(() => expect(switching()).toBe(true))
    release()
    await succeeded
    expect(switching()).toBe(false)
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')

    w.wallet.reject.switch = true
    const declined = latch.switchNetwork('eip155:1')
    await vi.waitFor(() => expect(switching()).toBe(true))
    release()
    await expect(declined).rejects.toMatchObject({ rpcCode: 4001 })
    expect(switching()).toBe(false)
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')
  })

  it('a switch empties a half-filled send form', async () => {
    const { latch } = createTestLatch([wallet()])
    await latch.connect('mock-eip155')
    await latch.send.setForm({ to: 'eip155-b', amount: '0.5' })
    expect(latch.getSnapshot().send).toMatchObject({ to: 'eip155-b', amount: '0.5' })
    await latch.switchNetwork('eip155:2')
    expect(latch.getSnapshot().send).toEqual({ to: '', amount: '', status: 'idle', errors: {} })
  })

  it('an unknown network id is a typed error', async () => {
    const { latch } = createTestLatch([wallet()])
    await expect(latch.switchNetwork('eip155:999')).rejects.toMatchObject({ shortMessage: 'Network Not Found' })
  })

  it('switching to another namespace makes it active', async () => {
    const { latch } = createTestLatch([wallet(), createMockAdapter('solana')])
    await latch.switchNetwork(testNetworks.sol)
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
  })

  it('making a connected namespace active again on the network it is on asks its wallet nothing', async () => {
    const evm = wallet()
    const sol = createMockAdapter('solana', { accounts: [{ address: 'sol-a', type: 'eoa' }] })
    const { latch } = createTestLatch([evm, sol])
    await latch.connect('mock-eip155')
    await latch.connect('mock-solana')
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
    await latch.switchNetwork('eip155:1')
    expect(latch.getSnapshot().activeNamespace).toBe('eip155')
    expect(evm.calls.filter((c) => c.startsWith('switchNetwork'))).toEqual([])
    // Another network still goes to the wallet.
    await latch.switchNetwork('eip155:2')
    expect(evm.calls.filter((c) => c.startsWith('switchNetwork'))).toEqual(['switchNetwork:eip155:2'])
  })

  it('removing the active network switches to the first one left', async () => {
    const { latch } = createTestLatch([wallet()])
    await latch.removeNetwork('eip155:1')
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')
    expect(latch.getSnapshot().namespaces.eip155?.network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:2'])
  })

  it('removing a namespace’s last network disconnects it and leaves it no network: a connect there is "CaipNetwork is undefined"', async () => {
    const sol = createMockAdapter('solana', { caipNetworkId: 'solana:devnet' })
    const { latch } = createTestLatch([wallet(), sol])
    await latch.connect('mock-eip155')
    await latch.connect('mock-solana')
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
    await latch.removeNetwork('solana:devnet')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.solana?.account.status).toBe('disconnected')
    expect(sol.calls).toContain('disconnect')
    // Not the removed network left behind as if it were still configured.
    expect(snap.namespaces.solana?.network.caipNetwork).toBeUndefined()
    expect(snap.activeNamespace).toBe('eip155')
    expect(latch.getAccount()).toMatchObject({ status: 'connected', address: ADDR })
    await expect(latch.connect('mock-solana')).rejects.toMatchObject({ code: 'CAIP_NETWORK_UNDEFINED', shortMessage: 'CaipNetwork is undefined' })
    expect(sol.calls.filter((c) => c.startsWith('connect'))).toHaveLength(1)
  })
})

describe('unsupported chain (spec §4)', () => {
  it('a wallet on an unrequested chain shows UnsupportedChain with a placeholder network', async () => {
    const w = createMockAdapter('eip155', { caipNetworkId: 'eip155:777' })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.network).toMatchObject({ isUnsupportedChain: true, caipNetwork: { caipNetworkId: 'eip155:777', id: 777 } })
    expect(snap).toMatchObject({ modal: { open: true }, router: { view: 'UnsupportedChain' } })
  })

  it.each([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['network switching disabled', { enableNetworkSwitch: false }],
  ])('with %s only the placeholder is set', async (_, options) => {
    const w = createMockAdapter('eip155', { caipNetworkId: 'eip155:777' })
    const { latch } = createTestLatch([w], options)
    await latch.connect('mock-eip155')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.network.isUnsupportedChain).toBe(true)
    expect(snap.modal.open).toBe(false)
  })

  it('a wallet-side chain change to an unrequested chain shows the view; back to a known one clears it', async () => {
    const w = wallet()
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    w.emit('chainChanged', { caipNetworkId: 'eip155:555' })
    expect(latch.getSnapshot().router.view).toBe('UnsupportedChain')
    w.emit('chainChanged', { caipNetworkId: 'eip155:2' })
    expect(latch.getSnapshot().namespaces.eip155?.network).toMatchObject({ isUnsupportedChain: false, caipNetwork: { caipNetworkId: 'eip155:2' } })
  })
})
