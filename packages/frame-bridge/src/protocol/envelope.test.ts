import { describe, expect, it } from 'vitest'
import { appMessage, errorMessage, parseAppMessage, parseFrameMessage, readyMessage, successMessage } from './envelope'
import { isJsonValue } from './json'
import { FRAME_REQUEST_NAMES } from './requests'

const ID = '2f1c8f3e-8a3b-4b8e-9a51-3c2d1e0f9a7b'

describe('protocol messages', () => {
  it('every request has APP_ / FRAME_…_SUCCESS / FRAME_…_ERROR names (spec §7)', () => {
    expect(FRAME_REQUEST_NAMES).toEqual(
      expect.arrayContaining(['SWITCH_NETWORK', 'CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_FARCASTER_URI', 'CONNECT_FARCASTER', 'GET_USER', 'GET_SOCIAL_REDIRECT_URI', 'SIGN_OUT', 'IS_CONNECTED', 'GET_CHAIN_ID', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'INIT_SMART_ACCOUNT', 'SET_PREFERRED_ACCOUNT', 'RPC_REQUEST', 'RPC_ABORT', 'UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP', 'SYNC_THEME', 'SYNC_DAPP_DATA', 'RELOAD']),
    )
    expect(appMessage('CONNECT_OTP', ID, { otp: '123456' })).toEqual({ type: 'APP_CONNECT_OTP', id: ID, payload: { otp: '123456' } })
    expect(successMessage('GET_CHAIN_ID', ID, { chainId: 1 }).type).toBe('FRAME_GET_CHAIN_ID_SUCCESS')
    expect(errorMessage('GET_CHAIN_ID', ID, 'x').type).toBe('FRAME_GET_CHAIN_ID_ERROR')
  })

  it('parses requests with their payload schema: e-mail, OTP, social provider, account type', () => {
    expect(parseAppMessage(appMessage('CONNECT_EMAIL', ID, { email: 'ada@example.com' }))).toEqual({ name: 'CONNECT_EMAIL', id: ID, payload: { email: 'ada@example.com' } })
    expect(parseAppMessage(appMessage('CONNECT_EMAIL', ID, { email: 'not an e-mail' }))).toBeUndefined()
    expect(parseAppMessage(appMessage('CONNECT_OTP', ID, { otp: 123456 }))).toBeUndefined()
    expect(parseAppMessage(appMessage('GET_SOCIAL_REDIRECT_URI', ID, { provider: 'myspace' }))).toBeUndefined()
    expect(parseAppMessage(appMessage('SET_PREFERRED_ACCOUNT', ID, { type: 'smartAccount' }))?.name).toBe('SET_PREFERRED_ACCOUNT')
    expect(parseAppMessage(appMessage('SET_PREFERRED_ACCOUNT', ID, { type: 'admin' }))).toBeUndefined()
    expect(parseAppMessage(appMessage('CONNECT_SOCIAL', ID, { uri: 'javascript:alert(1)' }))).toBeUndefined()
  })

  it('rejects anything not exactly a protocol message', () => {
    const ok = appMessage('RELOAD', ID, {})
    expect(parseAppMessage(ok)).toBeDefined()
    for (const bad of [
      null,
      'APP_RELOAD',
      { ...ok, extra: 1 },
      { ...ok, id: 'not-a-uuid' },
      { ...ok, type: 'APP_TO_STRING' },
      { ...ok, type: 'APP_constructor' },
      { ...ok, type: 'APP___proto__' },
      { ...ok, payload: { unexpected: true } },
      { type: 'APP_RELOAD', payload: {} },
    ]) {
      expect(parseAppMessage(bad)).toBeUndefined()
    }
    expect(parseFrameMessage(readyMessage('1'))).toEqual({ kind: 'ready', version: '1' })
    expect(parseFrameMessage({ ...readyMessage('1'), id: ID })).toBeUndefined()
    expect(parseFrameMessage(successMessage('GET_CHAIN_ID', ID, { chainId: 'x'.repeat(500) }))).toBeUndefined()
    expect(parseFrameMessage({ type: 'FRAME_GET_CHAIN_ID_SUCCESS_SUCCESS', id: ID, payload: {} })).toBeUndefined()
    expect(parseFrameMessage(errorMessage('GET_CHAIN_ID', ID))).toEqual({ kind: 'error', name: 'GET_CHAIN_ID', id: ID, message: undefined })
    // An EIP-1193 code travels with the message; anything but an integer in range is not a reply.
    expect(parseFrameMessage(errorMessage('RPC_REQUEST', ID, 'User rejected the request.', 4001))).toMatchObject({ kind: 'error', message: 'User rejected the request.', code: 4001 })
    expect(parseFrameMessage({ type: 'FRAME_RPC_REQUEST_ERROR', id: ID, payload: { code: 1.5 } })).toBeUndefined()
    expect(parseFrameMessage({ type: 'FRAME_RPC_REQUEST_ERROR', id: ID, payload: { code: '4001' } })).toBeUndefined()
  })

  it('RPC params and results are plain JSON only, bounded in depth', () => {
    expect(isJsonValue({ a: [1, 'x', null, true, { b: 2 }] })).toBe(true)
    expect(isJsonValue(new Date())).toBe(false)
    expect(isJsonValue(new Map())).toBe(false)
    expect(isJsonValue(new Uint8Array(2))).toBe(false)
    expect(isJsonValue(Number.NaN)).toBe(false)
    expect(isJsonValue(() => 1)).toBe(false)
    let deep: unknown = 1
    for (let i = 0; i < 10_000; i++) deep = [deep]
    expect(isJsonValue(deep)).toBe(false)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(isJsonValue(cyclic)).toBe(false)
    expect(parseAppMessage(appMessage('RPC_REQUEST', ID, { method: 'eth_call', params: [{ to: '0x1' }, 'latest'] }))?.name).toBe('RPC_REQUEST')
    expect(parseAppMessage(appMessage('RPC_REQUEST', ID, { method: 'eth_call', params: [deep] }))).toBeUndefined()
  })
})
