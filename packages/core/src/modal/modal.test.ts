import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMemorySiwx } from '../testing/memorySiwx'

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

  it('an optional sign-in never blocks closing', async () => {
    const { latch } = createTestLatch([], { siwx: createMemorySiwx({ required: false }) })
    await latch.open({ view: 'SIWXSignMessage' })
    latch.close()
    expect(latch.getSnapshot().modal.open).toBe(false)
  })
})

describe('snackbar', () => {
  it('shows at once when none is open, and hides itself', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('success', 'Address copied')
    expect(latch.getSnapshot().snackbar).toEqual({ open: true, variant: 'success', message: 'Address copied' })
    vi.advanceTimersByTime(2200)
    expect(latch.getSnapshot().snackbar.open).toBe(false)
  })

  it('a new message while one is open closes it first and shows after 150 ms', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('loading', 'Waiting')
    latch.showSnackbar('error', 'Declined')
    expect(latch.getSnapshot().snackbar).toMatchObject({ open: false, message: 'Waiting' })
    vi.advanceTimersByTime(149)
    expect(latch.getSnapshot().snackbar.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(latch.getSnapshot().snackbar).toEqual({ open: true, variant: 'error', message: 'Declined' })
  })

  it('loading stays until replaced or hidden', () => {
    const { latch } = createTestLatch([])
    latch.showSnackbar('loading', 'Waiting')
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
    expect(latch.getSnapshot().snackbar.message).toBe('a')
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
