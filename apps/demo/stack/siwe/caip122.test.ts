import { formatSiwxMessage, type SiwxMessageData } from '@latch/core/siwx'
import { encodeAddress } from '@polkadot/util-crypto'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { accountKindOf, parseCaip122Message } from './caip122.mjs'
import { polkadotSignIn } from './polkadotSignIn.mjs'
import { solanaSignIn } from './solanaSignIn.mjs'

const ALICE = encodeAddress(new Uint8Array(32).fill(1))
const SOLANA_ACCOUNT = bs58.encode(new Uint8Array(32).fill(7))
const full: SiwxMessageData = {
  domain: 'app.example:8443',
  accountAddress: ALICE,
  chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  statement: 'Sign in to the Latch demo.',
  uri: 'https://app.example:8443/login',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T12:00:00.000Z',
  expirationTime: '2026-11-25T12:00:00.000Z',
  notBefore: '2026-11-24T12:00:00+01:00',
  requestId: 'req-42',
  resources: ['ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq', 'https://app.example/terms'],
}
const text = formatSiwxMessage(full)

describe('parseCaip122Message', () => {
  it("reads back every field core's formatter writes", () => {
    expect(accountKindOf(text)).toBe('Polkadot')
    const { accountAddress, chainId: _c, ...rest } = full
    expect(parseCaip122Message(text, polkadotSignIn)).toEqual({ ...rest, address: accountAddress, chainReference: '91b171bb158e2d3848fa23a9f1c25182' })
  })

  it('reads a message without the optional lines (no statement: two empty lines)', () => {
    const minimal = formatSiwxMessage({ domain: '127.0.0.1:5999', accountAddress: ALICE, chainId: full.chainId, uri: 'http://127.0.0.1:5999', version: '1', nonce: 'abcdefgh', issuedAt: full.issuedAt })
    expect(minimal).toContain(`${ALICE}\n\n\nURI: `)
    const parsed = parseCaip122Message(minimal, polkadotSignIn)
    expect(parsed).toEqual({ domain: '127.0.0.1:5999', address: ALICE, uri: 'http://127.0.0.1:5999', version: '1', chainReference: full.chainId.split(':')[1], nonce: 'abcdefgh', issuedAt: full.issuedAt })
  })

  it('reads a Solana message', () => {
    const solana = formatSiwxMessage({ ...full, accountAddress: SOLANA_ACCOUNT, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(accountKindOf(solana)).toBe('Solana')
    expect(parseCaip122Message(solana, solanaSignIn)).toMatchObject({ address: SOLANA_ACCOUNT, chainReference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  const lines = text.split('\n')
  const without = (prefix: string) => lines.filter((l) => !l.startsWith(prefix)).join('\n')
  const swap = (a: string, b: string) => text.replace(a, '\0').replace(b, a).replace('\0', b)
  it.each([
    ['another account kind', text.replace('your Polkadot account', 'your Solana account')],
    ['a domain with a path', text.replace('app.example:8443 wants', 'app.example/x wants')],
    ['a hex public key for the address', text.replace(ALICE, `0x${'d4'.repeat(32)}`)],
    ['an address with a bad checksum', text.replace(ALICE, `${ALICE.slice(0, -1)}t`)],
    ['no empty line after the statement', text.replace('demo.\n\nURI', 'demo.\nURI')],
    ['a missing URI', without('URI: ')],
    ['a URI without scheme', text.replace('URI: https://app.example:8443/login', 'URI: app.example/login')],
    ['version 2', text.replace('Version: 1', 'Version: 2')],
    ['a chain reference that is not a genesis-hash prefix', text.replace('Chain ID: 91b171bb158e2d3848fa23a9f1c25182', 'Chain ID: 0')],
    ['the full CAIP-2 id as Chain ID', text.replace('Chain ID: ', 'Chain ID: polkadot:')],
    ['a short nonce', text.replace('Nonce: abcDEF123456', 'Nonce: abc')],
    ['a missing Issued At', without('Issued At: ')],
    ['a date that is not RFC 3339', text.replace('Issued At: 2026-11-24T12:00:00.000Z', 'Issued At: 24 Nov 2026')],
    ['an impossible date', text.replace('Expiration Time: 2026-11-25', 'Expiration Time: 2026-13-25')],
    ['lines out of order', swap('Version: 1', 'URI: https://app.example:8443/login')],
    ['optional lines out of order', swap(`Not Before: ${full.notBefore}`, `Expiration Time: ${full.expirationTime}`)],
    ['an empty Request ID', text.replace('Request ID: req-42', 'Request ID: ')],
    ['a resource that is not a URI', text.replace('- https://app.example/terms', '- terms')],
    ['an unknown line', text.replace('Nonce:', 'Foo: bar\nNonce:')],
    ['a trailing newline', `${text}\n`],
    ['CRLF line endings', text.replaceAll('\n', '\r\n')],
  ])('refuses %s', (_name, malformed) => {
    expect(malformed).not.toBe(text)
    expect(() => parseCaip122Message(malformed, polkadotSignIn)).toThrow(/^Malformed sign-in message/)
  })
})
