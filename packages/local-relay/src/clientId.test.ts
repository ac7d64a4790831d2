import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { describe, expect, it } from 'vitest'
import { clientIdOf, verifiedClientId } from './clientId'

const RELAY = 'ws://127.0.0.1:1'

describe('verifiedClientId', () => {
  it('is the issuer of a relay-auth JWT signed by its key, as sign-client makes them', async () => {
    const keys = generateKeyPair()
    const jwt = await signJWT('sub', RELAY, 3600, keys)
    expect(verifiedClientId(jwt)).toMatch(/^did:key:z6Mk/)
    // The same key gives the same id on the next socket (a reloaded page).
    expect(verifiedClientId(await signJWT('other', RELAY, 3600, keys))).toBe(verifiedClientId(jwt))
    expect(verifiedClientId(await signJWT('sub', RELAY, 3600, generateKeyPair()))).not.toBe(verifiedClientId(jwt))
  })

  it('refuses a JWT whose issuer is not its signer, an expired one, and anything else', async () => {
    const jwt = await signJWT('sub', RELAY, 3600, generateKeyPair())
    const [header, , signature] = jwt.split('.')
    // Claiming another client's id: its payload under this signature.
    const victim = (await signJWT('sub', RELAY, 3600, generateKeyPair())).split('.')[1]
    expect(verifiedClientId(`${header}.${victim}.${signature}`)).toBeUndefined()
    expect(verifiedClientId(await signJWT('sub', RELAY, 3600, generateKeyPair(), Math.floor(Date.now() / 1000) - 7200))).toBeUndefined()
    for (const bad of ['', 'a.b.c', 'not a jwt', `${header}..${signature}`]) expect(verifiedClientId(bad)).toBeUndefined()
  })
})

describe('clientIdOf', () => {
  it('reads the auth query of the socket URL; without a valid one each socket is a client of its own', async () => {
    const jwt = await signJWT('sub', RELAY, 3600, generateKeyPair())
    expect(clientIdOf(`/?auth=${jwt}&projectId=x`, 's1')).toBe(verifiedClientId(jwt))
    expect(clientIdOf('/?auth=forged', 's1')).toBe('socket:s1')
    expect(clientIdOf('/', 's2')).toBe('socket:s2')
    expect(clientIdOf(undefined, 's3')).toBe('socket:s3')
  })
})
