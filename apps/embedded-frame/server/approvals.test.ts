import { generateKeyPairSync, sign } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalText, canonicalJson, createApprovals, requestHash, validDeviceKey } from './approvals.mjs'
import { openDb } from './db.mjs'

type Db = Awaited<ReturnType<typeof openDb>>['db']
let db: Db
let clock = 1_000_000
const now = () => clock

const deviceKeys = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64url')
  return { spki, signText: (text: string) => sign('sha256', Buffer.from(text), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url') }
}

beforeAll(async () => {
  db = (await openDb()).db
  await db.run("INSERT INTO users (id, project_id, address, key_iv, key_ciphertext, created_at) VALUES ('u1', 'p', '0x1', 'iv', 'ct', 0)")
  for (const token of ['session-a', 'session-b'])
    await db.run("INSERT INTO sessions (token_hash, project_id, user_id, device_id, created_at, expires_at) VALUES ($1, 'p', 'u1', 'd', 0, 9999999999999)", [token])
}, 60_000)
afterAll(async () => {
  await db?.close()
})

const tx = { method: 'eth_sendTransaction', params: [{ to: '0x2222222222222222222222222222222222222222', value: '0x1' }], chainId: 31337 }

describe('server-side step-up (M6)', () => {
  it('canonical JSON: key order never changes the hash; the chain id is part of it', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}')
    expect(requestHash({ ...tx, params: [{ value: '0x1', to: '0x2222222222222222222222222222222222222222' }] })).toBe(requestHash(tx))
    expect(requestHash({ ...tx, chainId: 1 })).not.toBe(requestHash(tx))
  })

  it('accepts only P-256 public keys as device keys', () => {
    expect(validDeviceKey(deviceKeys().spki)).toBeDefined()
    const ed = generateKeyPairSync('ed25519').publicKey.export({ format: 'der', type: 'spki' }).toString('base64url')
    expect(validDeviceKey(ed)).toBeUndefined()
    expect(validDeviceKey('not a key')).toBeUndefined()
  })

  it('a session token alone signs nothing: no approval, a forged signature, another request, another session, a replay — all refused', async () => {
    const approvals = createApprovals({ db, now })
    const device = deviceKeys()
    const thief = deviceKeys()
    const refused = { status: 403 }
    await expect(approvals.redeem({ tokenHash: 'session-a', deviceKey: device.spki, request: tx, approval: undefined })).rejects.toMatchObject(refused)

    const { id, challenge } = await approvals.issue({ tokenHash: 'session-a', request: tx })
    const hash = requestHash(tx)
    const good = { id, signature: device.signText(approvalText(id, challenge, hash)) }
    // Signed by a key that is not the session's.
    await expect(approvals.redeem({ tokenHash: 'session-a', deviceKey: device.spki, request: tx, approval: { id, signature: thief.signText(approvalText(id, challenge, hash)) } })).rejects.toMatchObject(refused)
    // The approval of one request used for another (a larger value).
    const bigger = { ...tx, params: [{ ...tx.params[0], value: '0xde0b6b3a7640000' }] }
    await expect(approvals.redeem({ tokenHash: 'session-a', deviceKey: device.spki, request: bigger, approval: good })).rejects.toMatchObject(refused)
    // Another session of the same user.
    await expect(approvals.redeem({ tokenHash: 'session-b', deviceKey: device.spki, request: tx, approval: good })).rejects.toMatchObject(refused)
    // A session without a registered device key.
    await expect(approvals.redeem({ tokenHash: 'session-a', deviceKey: null, request: tx, approval: good })).rejects.toMatchObject(refused)

    await approvals.redeem({ tokenHash: 'session-a', deviceKey: device.spki, request: tx, approval: good })
    await expect(approvals.redeem({ tokenHash: 'session-a', deviceKey: device.spki, request: tx, approval: good })).rejects.toMatchObject(refused)
  })

  it('an approval expires; a session may hold only so many open', async () => {
    const approvals = createApprovals({ db, now })
    const device = deviceKeys()
    const { id, challenge } = await approvals.issue({ tokenHash: 'session-b', request: tx })
    clock += 10 * 60_000 + 1
    const approval = { id, signature: device.signText(approvalText(id, challenge, requestHash(tx))) }
    await expect(approvals.redeem({ tokenHash: 'session-b', deviceKey: device.spki, request: tx, approval })).rejects.toMatchObject({ status: 403 })
    for (let i = 0; i < 20; i++) await approvals.issue({ tokenHash: 'session-b', request: tx })
    await expect(approvals.issue({ tokenHash: 'session-b', request: tx })).rejects.toMatchObject({ status: 429 })
  })
})
