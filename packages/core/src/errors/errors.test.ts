import { describe, expect, it } from 'vitest'
import { AdapterForNamespaceNotFoundError, ChainNotSupportedError, UserRejectedRequestError } from './adapter'
import { NetworkNotFoundError, ProjectIdNotConfiguredError } from './alerts'
import { LatchError, toErrorInfo } from './base'
import { AppKitNotCreatedError, InvalidOptionsError, SiweSiwxConflictError } from './config'
import { EmailRateLimitError, FrameError, RpcMethodNotAllowedError } from './frame'

describe('LatchError', () => {
  it('carries the catalogue short and long message, a code and its class name', () => {
    const e = new ProjectIdNotConfiguredError()
    expect(e).toBeInstanceOf(LatchError)
    expect(e.message).toBe('Project ID Not Configured')
    expect(e.shortMessage).toBe('Project ID Not Configured')
    expect(e.longMessage).toMatch(/extension wallets still work/i)
    expect(e.toInfo()).toEqual({ name: 'ProjectIdNotConfiguredError', code: 'PROJECT_ID_NOT_CONFIGURED', shortMessage: e.shortMessage, longMessage: e.longMessage })
  })

  it('walks the cause chain', () => {
    const root = Object.assign(new Error('wallet said no'), { code: 4001 })
    const e = new UserRejectedRequestError({ cause: root })
    expect(e.walk()).toBe(root)
    expect(e.walk((x) => (x as { code?: number }).code === 4001)).toBe(root)
    expect(e.walk((x) => x === 'nothing')).toBeUndefined()
  })

  it('keeps the spec §8 wording', () => {
    expect(new ChainNotSupportedError().shortMessage).toBe('Chain is not supported')
    expect(new AdapterForNamespaceNotFoundError({ namespace: 'solana' }).shortMessage).toBe("Adapter for namespace solana doesn't exist")
    expect(new AppKitNotCreatedError().message).toBe('Please call createAppKit before using useAppKit')
    expect(new NetworkNotFoundError().shortMessage).toBe('Network Not Found')
    expect(new EmailRateLimitError({ retryAfterSeconds: 12 }).message).toBe('Please try again after 12 seconds')
    const notAllowed = new RpcMethodNotAllowedError({ method: 'eth_sign' })
    expect([notAllowed.shortMessage, notAllowed.longMessage]).toEqual(['Requested RPC call is not allowed', 'Action not allowed'])
    expect(new SiweSiwxConflictError().shortMessage).toMatch(/siwe.*siwx/)
  })

  it('raises a frame error with its message, or the generic one', () => {
    expect(new FrameError({ message: 'Invalid OTP' }).message).toBe('Invalid OTP')
    expect(new FrameError({ message: '  ' }).message).toBe('An error occurred')
    expect(new FrameError().message).toBe('An error occurred')
  })

  it('lists every invalid option in the long message', () => {
    const e = new InvalidOptionsError({ issues: [{ path: 'networks', message: 'at least one' }, { path: '', message: 'bad' }] })
    expect(e.longMessage).toBe('networks: at least one; bad')
  })

  it('turns unknown throwables into displayable info', () => {
    expect(toErrorInfo(new Error('boom')).shortMessage).toBe('boom')
    expect(toErrorInfo('weird').shortMessage).toBe('Something went wrong')
  })
})
