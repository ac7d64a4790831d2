import { createMemoryFrame } from '@latch/frame-bridge/testing'
import { FrameAbortError } from '@latch/frame-bridge'
import { fromFrameError } from './frame'
import { describe, expect, it } from 'vitest'
import { user } from '../testing/embeddedWalletSetup'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

const handlers = {
  CONNECT_EMAIL: () => ({ action: 'CONNECT' as const }),
  GET_USER: () => user,
  SYNC_THEME: () => ({}),
  SYNC_DAPP_DATA: () => ({}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
}

describe('the embedded-wallet frame of an instance (L9)', () => {
  it('a frame that did not load is not kept: the next login builds a fresh iframe, and the failed one is removed', async () => {
    const frame = createMemoryFrame(handlers)
    // The first iframe never answers (a blocked request, a flaky network); the next one is the real frame.
    const dead = { contentWindow: { postMessage() {} }, removed: false, remove() {
      this.removed = true
    } }
    let built = 0
    const createFrame = (src: string) => {
      built++
      return built === 1 ? dead : (frame.clientOptions.createFrame?.(src) ?? dead)
    }
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { embeddedWallet: { frameUrl: 'https://frame.example/frame' } }, { frame: { window: frame.app, createFrame, readyTimeoutMs: 50 } })
    await expect(latch.embeddedWallet.connectEmail('ada@example.com')).rejects.toMatchObject({ code: 'EMBEDDED_WALLET_LOAD_FAILED' })
    expect(dead.removed).toBe(true)
    expect(frame.app.listeners.size).toBe(0)
    // No reload needed: the next attempt loads the frame again, and logs in.
    expect(await latch.embeddedWallet.connectEmail('ada@example.com')).toBe('CONNECT')
    expect(built).toBe(2)
    expect(latch.getSnapshot().namespaces.eip155?.account.address).toBe(user.address)
    expect(frame.app.listeners.size).toBe(1)
  })

  it('without a window (a server render) every login fails at once; none waits on a frame that never started', async () => {
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { embeddedWallet: { frameUrl: 'https://frame.example/frame' } })
    const started = Date.now()
    for (let i = 0; i < 2; i++) {
      await expect(latch.embeddedWallet.connectEmail('ada@example.com')).rejects.toMatchObject({ code: 'FRAME_IFRAME_NOT_SET', message: 'W3mFrame: iframe is not set' })
    }
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('a frame URL that is neither https nor loopback http is the catalogue’s load error, not a throw', async () => {
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { embeddedWallet: { frameUrl: 'http://wallet.example/frame' } })
    await expect(latch.embeddedWallet.connectEmail('ada@example.com')).rejects.toMatchObject({ code: 'EMBEDDED_WALLET_LOAD_FAILED' })
  })
})

describe('fromFrameError: aborts (spec §8)', () => {
  it("an aborted RPC request is 'Request was aborted'; any other abort is 'Something went wrong'", () => {
    const abort = new FrameAbortError()
    expect(fromFrameError(abort, { rpc: true })).toMatchObject({ name: 'RequestAbortedError', shortMessage: 'Request was aborted' })
    expect(fromFrameError(abort)).toMatchObject({ name: 'SomethingWentWrongError', shortMessage: 'Something went wrong' })
  })
})
