import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddress } from './clientAddress.mjs'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage

describe('the client address', () => {
  it("is the socket's peer unless a trusted proxy names the client in X-Forwarded-For", () => {
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7'), false)).toBe('127.0.0.1')
    expect(clientAddress(request('10.0.0.2', '198.51.100.7, 10.0.0.9'), true)).toBe('198.51.100.7')
    expect(clientAddress(request('10.0.0.2', 'not an address'), true)).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2')
  })

  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7')
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })
})
