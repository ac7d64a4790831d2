import { expect, it } from 'vitest'
import { parseCookies } from './parseCookies'

it('reads a Cookie header as decoded name → value pairs', () => {
  const cookies = parseCookies('a=1; latch.connectedNamespaces=eip155%2Csolana;b=x=y')
  expect(Object.fromEntries(cookies)).toEqual({ a: '1', 'latch.connectedNamespaces': 'eip155,solana', b: 'x=y' })
})

it('skips pairs that do not decode or have no name, and keeps the first of a repeated name', () => {
  const cookies = parseCookies('bad=%E0%A4%A; =nameless; novalue; ok=1; ok=2')
  expect(Object.fromEntries(cookies)).toEqual({ ok: '1' })
})
