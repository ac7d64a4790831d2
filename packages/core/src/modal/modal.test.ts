import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMemorySiwx } from '../testing/memorySiwx'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('modal', () => {
  it('shake lasts exactly 500 ms', () => {
    const { latch } = createTestLatch([])
    latch.shake()
    expect(latch.getSnapshot().modal.shake).toBe(true)
    vi.advanceTimersByTime(499)
    expect(latch.getSnapshot().modal.shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latch.getSnapshot().modal.shake).toBe(false)
  })

  it('closing is disabled on the sign view while a required sign-in is unsigned; it shakes instead', async () => {
    const { latch } = createTestLatch([], { siwx: createMemorySiwx({ required: true }) })
    await latch.open({ view: 'SIWXSignMessage' })
    expect(latch.getSnapshot().modal.canClose).toBe(false)
    latch.close()
    expect(latch.getSnapshot().modal).toMatchObject({ open: true, shake: true })
    latch.router.reset('Account')
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('a required, unsigned sign-in blocks closing on the approve view too, and on no other view', async () => {
    const { latch } = createTestLatch([], { siwx: createMemorySiwx({ required: true }) })
    await latch.open({ view: 'ApproveTransaction' })
    expect(latch.getSnapshot().modal.canClose).toBe(false)
    for (const view of ['Account', 'Connect', 'Networks', 'UnsupportedChain', 'AllWallets'] as const) {
      latch.router.reset(view)
      expect(latch.getSnapshot().modal.canClose).toBe(true)
    }
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('an optional sign-in never blocks closing', async () => {
    const { latch } = createTestLatch([], { siwx: createMemorySiwx({ required: false }) })
    await latch.open({ view: 'SIWXSignMessage' })
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })
})

describe('closing once the required sign-in is signed (spec §2)', () => {
  beforeEach(() => {
    vi.useRealTimers()
    vi.stubGlobal('window', {})
  })
  afterEach(() => vi.unstubAllGlobals())

  const signInSetup = () => {
    const siwx = createMemorySiwx({ required: true })
    const evm = createMockAdapter('eip155', { accounts: [{ address: 'eip155-a', type: 'eoa' }] })
    return { evm, ...createTestLatch([evm], { siwx }) }
  }

  // Skipped until flows/siwx.ts records the signed state (`signedIn: true` on a successful sign-in and when
  // requireSignIn finds a session): modal.ts reads it, but that file is outside this change. Un-skip with it.
  it('after signing, neither the sign nor the approve view blocks closing', async () => {
    const { latch } = signInSetup()
    await latch.connect('mock-eip155')
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage'))
    expect(latch.getSnapshot().modal.canClose).toBe(false)
    await latch.siwx.signIn()
    // The next approval (embedded wallet) or a reopened sign view can be closed like any other.
    await latch.open({ view: 'ApproveTransaction' })
    expect(latch.getSnapshot().modal.canClose).toBe(true)
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
    await latch.open({ view: 'SIWXSignMessage' })
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('a declined signature leaves it unsigned: closing stays blocked', async () => {
    const { latch, evm } = signInSetup()
    await latch.connect('mock-eip155')
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage'))
    evm.wallet.reject.sign = true
    await expect(latch.siwx.signIn()).rejects.toMatchObject({ rpcCode: 4001 })
    expect(latch.getSnapshot().router.view).toBe('SIWXSignMessage')
    latch.close()
    expect(latch.getSnapshot().modal).toMatchObject({ open: true, canClose: false })
  })

  it('a session found on connect (signed on an earlier visit) counts as signed', async () => {
    const siwx = createMemorySiwx({ required: true })
    const evm = createMockAdapter('eip155', { accounts: [{ address: 'eip155-a', type: 'eoa' }] })
    const first = createTestLatch([evm], { siwx }).latch
    await first.connect('mock-eip155')
    await vi.waitFor(() => expect(first.getSnapshot().router.view).toBe('SIWXSignMessage'))
    await first.siwx.signIn()
    first.destroy()

    const { latch } = createTestLatch([evm], { siwx })
    await latch.connect('mock-eip155')
    await new Promise((r) => setTimeout(r, 20))
    await latch.open({ view: 'ApproveTransaction' })
    expect(latch.getSnapshot().modal.canClose).toBe(true)
  })
})

describe('snackbar', () => {
  it('shows at once when none is open, and hides itself', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('success', 'account.copied')
    expect(latch.getSnapshot().snackbar).toEqual({ open: true, variant: 'success', messageKey: 'account.copied' })
    vi.advanceTimersByTime(2200)
    expect(latch.getSnapshot().snackbar.open).toBe(false)
  })

  it('a new message while one is open closes it first and shows after 150 ms', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('loading', 'waiting')
    latch.showSnackbar('error', 'send.sent', { hash: '0xab' })
    expect(latch.getSnapshot().snackbar).toMatchObject({ open: false, messageKey: 'waiting' })
    vi.advanceTimersByTime(149)
    expect(latch.getSnapshot().snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(latch.getSnapshot().snackbar).toEqual({ open: true, variant: 'error', messageKey: 'send.sent', params: { hash: '0xab' } })
  })

  it('loading stays until replaced or hidden', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('loading', 'waiting')
    vi.advanceTimersByTime(60_000)
    expect(latch.getSnapshot().snackbar.open).toBe(true)
    latch.hideSnackbar()
    expect(latch.getSnapshot().snackbar.open).toBe(false)
  })

  it('destroy cancels pending timers', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('success', 'a')
    latch.showSnackbar('success', 'b')
    latch.destroy()
    vi.advanceTimersByTime(1000)
    expect(latch.getSnapshot().snackbar.messageKey).toBe('a')
  })
})

describe('theme', () => {
  it('sets mode and merges validated variables', () => {
    const { latch } = createTestLatch([], { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } })
    expect(latch.getSnapshot().theme).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } })
    latch.setThemeMode('light')
    latch.setThemeVariables({ '--w3m-z-index': 5 })
    expect(latch.getSnapshot().theme).toEqual({ themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-z-index': 5 } })
  })

  it('rejects a bad mode or a variable that could smuggle CSS, keeping the old theme', () => {
    const { latch } = createTestLatch([])
    expect(() => latch.setThemeMode('blue' as 'dark')).toThrow(/Invalid theme/)
    expect(() => latch.setThemeVariables({ '--w3m-accent': 'red; background: url(x)' })).toThrow(/Invalid theme/)
    expect(latch.getSnapshot().theme.themeVariables).toEqual({})
  })
})
