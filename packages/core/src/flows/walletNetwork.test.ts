import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeSignClient } from '../testing/fakeSignClient'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

/** A WalletConnect session on eip155:2, made through the instance's own pairing. */
async function walletConnectSession(options: { manualWCControl?: boolean }) {
  const wc = createFakeSignClient()
  const evm = createMockAdapter('eip155', { walletConnect: true })
  const { latch } = createTestLatch([evm], options, { loadSignClient: async () => wc })
  await latch.connectWalletConnect()
  wc.approve(['eip155:2:eip155-wc'])
  await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
  return { latch, evm }
}

describe('UnsupportedChain and basic WalletConnect (spec §4)', () => {
  it('with manual WalletConnect control, the session moving to an unrequested chain sets only the placeholder', async () => {
    const { latch, evm } = await walletConnectSession({ manualWCControl: true })
    evm.emit('chainChanged', { caipNetworkId: 'eip155:999' })
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.network).toMatchObject({ isUnsupportedChain: true, caipNetwork: { caipNetworkId: 'eip155:999', name: 'Unknown Network' } })
    expect(snap.modal.open).toBe(false)
    expect(snap.router.view).not.toBe('UnsupportedChain')
  })

  it('a WalletConnect session of an instance with its own connect flow still shows UnsupportedChain', async () => {
    const { latch, evm } = await walletConnectSession({})
    evm.emit('chainChanged', { caipNetworkId: 'eip155:999' })
    expect(latch.getSnapshot()).toMatchObject({ modal: { open: true }, router: { view: 'UnsupportedChain' } })
  })

  it('with manual WalletConnect control, a browser-wallet connection still shows UnsupportedChain', async () => {
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { manualWCControl: true }, { loadSignClient: async () => createFakeSignClient() })
    await latch.connect('mock-eip155')
    evm.emit('chainChanged', { caipNetworkId: 'eip155:999' })
    expect(latch.getSnapshot()).toMatchObject({ modal: { open: true }, router: { view: 'UnsupportedChain' } })
  })
})
