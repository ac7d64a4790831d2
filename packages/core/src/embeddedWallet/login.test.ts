import { createMemoryFrame } from '@latch/frame-bridge/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMockAdapter } from '../testing/mockAdapter'
import { createTestLatch } from '../testing/fixtures'
import { ADDRESS, setup, user } from '../testing/embeddedWalletSetup'

const sent = (frame: ReturnType<typeof createMemoryFrame>) => frame.requests.map((r) => r.type)

afterEach(() => {
  vi.useRealTimers()
})

describe('e-mail login', () => {
  it('code by e-mail → OTP → connected with the frame’s address; the login is remembered, no secret in the host’s storage', async () => {
    const { latch, frame, storage } = setup({
      CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
      CONNECT_OTP: ({ otp }) => {
        if (otp !== '123456') throw new Error('Invalid code')
        frame.sessionUpdate('secret-session-token')
        return {}
      },
      GET_USER: () => user,
    })
    await latch.ready
    expect(latch.getSnapshot().embeddedWallet.available).toBe(true)
    expect(latch.getSnapshot().connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
    await latch.open()
    expect(await latch.embeddedWallet.connectEmail('  ada@example.com ')).toBe('VERIFY_OTP')
    expect(latch.getSnapshot().router).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } })
    await expect(latch.embeddedWallet.connectOtp('000000')).rejects.toThrow('Invalid code')
    expect(latch.getSnapshot().embeddedWallet.error?.shortMessage).toBe('Invalid code')
    await latch.embeddedWallet.connectOtp('123456')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'AUTH' })
    expect(snap.embeddedWallet).toMatchObject({ status: 'connected', email: 'ada@example.com' })
    expect(snap.modal.open).toBe(false)
    const stored = [...storage.entries].map(([k, v]) => `${k}=${v}`).join('\n')
    expect(stored).toContain('ada@example.com')
    expect(stored).not.toContain('secret-session-token')
    expect(sent(frame)).toEqual(expect.arrayContaining(['APP_CONNECT_EMAIL', 'APP_CONNECT_OTP', 'APP_GET_USER', 'APP_SYNC_THEME', 'APP_SYNC_DAPP_DATA']))
  })

  it('a new code is not sent within 30 s of the last one: "Please try again after N seconds"', async () => {
    const { latch, frame, tick } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) })
    await latch.embeddedWallet.connectEmail('ada@example.com')
    tick(12_400)
    await expect(latch.embeddedWallet.connectEmail('ada@example.com')).rejects.toThrow('Please try again after 18 seconds')
    tick(17_600)
    await expect(latch.embeddedWallet.connectEmail('ada@example.com')).resolves.toBe('VERIFY_OTP')
    expect(sent(frame).filter((t) => t === 'APP_CONNECT_EMAIL')).toHaveLength(2)
  })

  it('an invalid e-mail or an empty code is refused before the frame is asked', async () => {
    const { latch, frame } = setup({})
    await expect(latch.embeddedWallet.connectEmail('ada@')).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await expect(latch.embeddedWallet.connectOtp('  ')).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(frame.requests).toEqual([])
  })

  it('a new device: VERIFY_DEVICE, then the code once the device is approved', async () => {
    const { latch } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_DEVICE' }), CONNECT_DEVICE: () => ({}), CONNECT_OTP: () => ({}), GET_USER: () => user })
    await latch.open()
    await latch.embeddedWallet.connectEmail('ada@example.com')
    expect(latch.getSnapshot().router.view).toBe('EmailVerifyDevice')
    expect(latch.getSnapshot().embeddedWallet.status).toBe('awaitingDevice')
    await latch.embeddedWallet.connectDevice()
    expect(latch.getSnapshot().router).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'ada@example.com' } })
    await latch.embeddedWallet.connectOtp('123456')
    expect(latch.getSnapshot().namespaces.eip155?.account.address).toBe(ADDRESS)
  })

  it('a frame that never gets ready: "Network Error - Could not load embedded wallet" after 20 s', async () => {
    vi.useFakeTimers()
    const frame = createMemoryFrame({})
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { embeddedWallet: { frameUrl: 'https://frame.example/frame' } }, { frame: { window: frame.app, createFrame: () => frame.element } })
    const attempt = latch.embeddedWallet.connectEmail('ada@example.com').catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(20_001)
    expect(await attempt).toMatchObject({ code: 'EMBEDDED_WALLET_LOAD_FAILED', message: 'Network Error - Could not load embedded wallet' })
    // An alert of spec §8: the modal's banner shows it.
    expect(latch.getSnapshot().alert?.shortMessage).toBe('Network Error - Could not load embedded wallet')
  })

  it('a page outside the project’s allowed origins: "Invalid App Configuration"', async () => {
    const { latch } = setup({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }) }, { allowedOrigins: ['https://elsewhere.example'] })
    await expect(latch.embeddedWallet.connectEmail('ada@example.com')).rejects.toMatchObject({ code: 'INVALID_APP_CONFIGURATION', message: 'Invalid App Configuration' })
    expect(latch.getSnapshot().alert?.shortMessage).toBe('Invalid App Configuration')
  })

  it('without a frame URL, e-mail and social are not offered', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155', { walletConnect: true })], { features: { email: true } })
    expect(latch.getSnapshot().embeddedWallet.available).toBe(false)
    expect(latch.getSnapshot().connectMethodsOrder).toEqual(['wallet'])
  })
})
