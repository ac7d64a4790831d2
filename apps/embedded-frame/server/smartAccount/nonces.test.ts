import { describe, expect, it } from 'vitest'
import { testClock, testDb } from '../testDb.test-helpers'
import { createNonces, RESERVED_MS } from './nonces.mjs'

const SENDER = '0x00000000000000000000000000000000000000Aa'
const account = (onchain: bigint) => ({ chainId: 31337, sender: SENDER, onchain })

describe('nonce reservations: the nonce of the next user operation of an account', () => {
  it('counts up from the on-chain nonce past the operations not included yet', async () => {
    const db = await testDb()
    const { now } = testClock()
    const nonces = createNonces({ db, now })
    expect((await nonces.reserveNonce(account(5n))).nonce).toBe(5n)
    expect((await nonces.reserveNonce(account(5n))).nonce).toBe(6n)
    // Both were included: the chain says 7, and reservations below it do not matter.
    expect((await nonces.reserveNonce(account(7n))).nonce).toBe(7n)
    // Another chain, another sender (in another spelling: the same account), are counted apart / together.
    expect((await nonces.reserveNonce({ ...account(5n), chainId: 1 })).nonce).toBe(5n)
    expect((await nonces.reserveNonce({ ...account(7n), sender: SENDER.toLowerCase() })).nonce).toBe(8n)
  })

  it('a nonce given back (its operation never reached the bundler) is the next one handed out: no gap is left', async () => {
    const db = await testDb()
    const nonces = createNonces({ db, now: testClock().now })
    const first = await nonces.reserveNonce(account(0n))
    await nonces.reserveNonce(account(0n))
    await first.release()
    expect((await nonces.reserveNonce(account(0n))).nonce).toBe(0n)
    expect((await nonces.reserveNonce(account(0n))).nonce).toBe(2n)
  })

  it('a reservation expires: the nonce of an operation the bundler dropped is handed out again', async () => {
    const db = await testDb()
    const clock = testClock()
    const nonces = createNonces({ db, now: clock.now })
    await nonces.reserveNonce(account(3n))
    clock.advance(RESERVED_MS)
    expect((await nonces.reserveNonce(account(3n))).nonce).toBe(3n)
    expect((await nonces.reserveNonce(account(3n))).nonce).toBe(4n)
  })

  it('operations reserved at once, through two instances on one database, all get different nonces', async () => {
    const db = await testDb()
    const { now } = testClock()
    const [a, b] = [createNonces({ db, now }), createNonces({ db, now })]
    if (!a || !b) throw new Error('no nonces')
    const got = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).reserveNonce(account(10n))))
    expect(got.map((r) => r.nonce).sort((x, y) => Number(x - y))).toEqual([10n, 11n, 12n, 13n, 14n, 15n])
  })
})
