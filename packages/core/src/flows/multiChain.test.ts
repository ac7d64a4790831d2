/** Several namespaces at once (issue #12 item 5): one wallet on two namespaces, each disconnected alone, reload. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { groupMultiChain } from '../connectors/multiChain'
import { createMemoryStorage } from '../store/memoryStorage'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

/** A wallet announced on eip155 (EIP-6963) and on solana (Wallet Standard) under one name, and one that is EVM only. */
function adapters() {
  const evm = createMockAdapter('eip155', {
    connectors: [
      { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' }, imageUrl: 'data:image/png;base64,AA' },
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
    ],
    accounts: [{ address: 'eip155-me', type: 'eoa' }],
  })
  const sol = createMockAdapter('solana', {
    connectors: [{ id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
    accounts: [{ address: 'solana-me', type: 'eoa' }],
    caipNetworkId: 'solana:devnet',
  })
  return { evm, sol }
}

describe('several namespaces at once', () => {
  it('the wallet lists show a wallet of both namespaces once, as MULTI_CHAIN, next to the single-namespace ones', async () => {
    const { evm, sol } = adapters()
    const { latch } = createTestLatch([evm, sol])
    // The connectors are listed once the connection code has loaded (on warm, open or `ready`).
    await latch.ready
    const listed = groupMultiChain(latch.getSnapshot().connectors).filter((c) => c.type !== 'WALLET_CONNECT')
    expect(listed.map((c) => [c.name, c.type])).toEqual([
      ['Phantom', 'MULTI_CHAIN'],
      ['Rabby', 'ANNOUNCED'],
    ])
    expect(listed[0]?.connectors?.map((c) => c.chain)).toEqual(['eip155', 'solana'])
    expect(listed[0]).toMatchObject({ info: { rdns: 'app.phantom' }, imageUrl: 'data:image/png;base64,AA' })
  })

  it('connecting it connects both namespaces in one step; the first is active', async () => {
    const { evm, sol } = adapters()
    const { latch } = createTestLatch([evm, sol])
    await latch.ready
    const multi = groupMultiChain(latch.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')
    await latch.connect(multi?.id ?? '')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account).toMatchObject({ status: 'connected', address: 'eip155-me', connectorId: 'app.phantom' })
    expect(snap.namespaces.solana?.account).toMatchObject({ status: 'connected', address: 'solana-me', connectorId: 'Phantom' })
    expect(snap.activeNamespace).toBe('eip155')
  })

  it('a refusal in the wallet is not asked again for its other namespace; a failure of one keeps the other', async () => {
    const refused = adapters()
    refused.evm.wallet.reject.connect = true
    const first = createTestLatch([refused.evm, refused.sol]).latch
    await first.ready
    const multi = groupMultiChain(first.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')
    await expect(first.connect(multi?.id ?? '')).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(refused.sol.calls.some((c) => c.startsWith('connect'))).toBe(false)

    const failing = adapters()
    const second = createTestLatch([failing.evm, failing.sol]).latch
    await second.ready
    const grouped = groupMultiChain(second.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')
    // Its Solana side went away (the extension disabled it) after the list was read.
    failing.sol.wallet.connectors = []
    await second.connect(grouped?.id ?? '')
    expect(second.getSnapshot().namespaces.eip155?.account.status).toBe('connected')
    expect(second.getSnapshot().namespaces.solana?.account.status).toBe('disconnected')
  })

  it('each namespace disconnects alone; the other stays connected and becomes active', async () => {
    const { evm, sol } = adapters()
    const { latch } = createTestLatch([evm, sol])
    await latch.ready
    await latch.connect(groupMultiChain(latch.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')?.id ?? '')
    await latch.disconnect({ namespace: 'eip155' })
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account.status).toBe('disconnected')
    expect(snap.namespaces.solana?.account).toMatchObject({ status: 'connected', address: 'solana-me' })
    expect(snap.activeNamespace).toBe('solana')
    expect(evm.calls).toContain('disconnect')
    expect(sol.calls).not.toContain('disconnect')
  })

  it('after a reload both come back without a prompt, and the namespace last used is still active', async () => {
    const storage = createMemoryStorage()
    const first = adapters()
    const { latch } = createTestLatch([first.evm, first.sol], { storage })
    await latch.ready
    await latch.connect(groupMultiChain(latch.getSnapshot().connectors).find((c) => c.type === 'MULTI_CHAIN')?.id ?? '')
    await latch.switchNetwork('solana:devnet')
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
    const again = adapters()
    const reloaded = createTestLatch([again.evm, again.sol], { storage }).latch
    await reloaded.ready
    const snap = reloaded.getSnapshot()
    expect(snap.namespaces.eip155?.account.status).toBe('connected')
    expect(snap.namespaces.solana?.account.status).toBe('connected')
    expect(snap.activeNamespace).toBe('solana')
    expect([...again.evm.calls, ...again.sol.calls].filter((c) => c.startsWith('connect:'))).toEqual([])
  })

  it('open({ namespace }) shows that namespace; the Networks view switches namespace by network', async () => {
    const { evm, sol } = adapters()
    const { latch } = createTestLatch([evm, sol])
    await latch.connect('io.rabby')
    await latch.open({ namespace: 'solana' })
    expect(latch.getSnapshot()).toMatchObject({ activeNamespace: 'solana', router: { view: 'Connect' } })
    await latch.switchNetwork('eip155:2')
    expect(latch.getSnapshot().activeNamespace).toBe('eip155')
    expect(latch.getSnapshot().namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })
})
