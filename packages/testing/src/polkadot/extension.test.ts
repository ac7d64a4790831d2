import { bnToU8a, compactToU8a, hexToU8a, stringToU8a, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, cryptoWaitReady, decodeAddress, ed25519Verify, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import * as entry from '../exports/polkadot-wallet'
import { TestExtensionError, UserRejectedRequestError } from './errors'
import { createTestPolkadotExtension, type TestInjectedAccount, type TestSignerPayloadJSON } from './extension'

// Well-known dev keys: //Alice as sr25519 and //Bob as ed25519, in the generic format (prefix 42).
const ALICE_SR = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB_ED = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'

beforeAll(() => cryptoWaitReady())

// An Asset Hub-style payload as @polkadot/api's SignerPayload.toPayload() hands it over (immortal, no asset, no
// metadata hash), and the bytes its signature must cover, assembled by hand from the SCALE rules: the call as is,
// the extensions' extrinsic fields in order (era, Compact nonce, Compact tip, Option assetId, mode), then their
// implicit ones (specVersion, transactionVersion u32 LE, genesis hash, block hash, Option metadataHash).
const GENESIS = `0x${'ab'.repeat(32)}`
const ASSET_HUB_EXTENSIONS = ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeAssetTxPayment', 'CheckMetadataHash']
const assetHubPayload = (address: string, method = '0x0a0300d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d0b00a0724e1809'): TestSignerPayloadJSON => ({
  address,
  assetId: null,
  blockHash: GENESIS,
  blockNumber: '0x00000000',
  era: '0x00',
  genesisHash: GENESIS,
  metadataHash: null,
  method,
  mode: 0,
  nonce: '0x00000005',
  signedExtensions: ASSET_HUB_EXTENSIONS,
  specVersion: '0x000f4628',
  tip: '0x00000000000000000000000000000000',
  transactionVersion: '0x0000000d',
  version: 4,
  withSignedTransaction: false,
})
const u32le = (n: number) => bnToU8a(n, { bitLength: 32, isLe: true })
const signingBytes = (p: TestSignerPayloadJSON) =>
  u8aConcat(hexToU8a(p.method), hexToU8a(p.era), compactToU8a(Number(p.nonce)), compactToU8a(BigInt(p.tip)), [0], [0], u32le(Number(p.specVersion)), u32le(Number(p.transactionVersion)), hexToU8a(p.genesisHash), hexToU8a(p.blockHash), [0])

describe('createTestPolkadotExtension', () => {
  it('holds sr25519 and ed25519 dev accounts from their URIs', async () => {
    const ext = await createTestPolkadotExtension()
    expect(ext.control.addresses()).toEqual([ALICE_SR, BOB_ED])
  })

  it('installs at injectedWeb3[key] and uninstalls', async () => {
    const ext = await createTestPolkadotExtension({ key: 'my-ext', version: '9.9.9' })
    const win: { injectedWeb3?: Record<string, unknown> } = {}
    const uninstall = ext.install(win)
    expect(win.injectedWeb3?.['my-ext']).toBe(ext.provider)
    expect(ext.provider.version).toBe('9.9.9')
    uninstall()
    expect(win.injectedWeb3).toEqual({})
  })

  it('asks once per origin, then enables silently', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    expect(await injected.accounts.get()).toEqual([
      { address: ALICE_SR, genesisHash: null, name: 'Alice', type: 'sr25519' },
      { address: BOB_ED, genesisHash: null, name: 'Bob', type: 'ed25519' },
    ])
    await ext.provider.enable('My Dapp')
    expect(ext.control.requests().map((r) => r.method)).toEqual(['enable', 'silentEnable'])
    expect(ext.control.prompts()).toBe(1)
    expect(ext.control.isAuthorized('My Dapp')).toBe(true)
    expect(ext.control.isAuthorized('Other')).toBe(false)
  })

  it('refuses a revoked origin at once without a prompt, and prompts again once it is forgotten', async () => {
    const ext = await createTestPolkadotExtension()
    await ext.provider.enable('My Dapp')
    ext.control.revoke('My Dapp')
    await expect(ext.provider.enable('My Dapp')).rejects.toThrow(/not allowed to interact/)
    expect(ext.control.prompts()).toBe(1)
    ext.control.forget('My Dapp')
    await ext.provider.enable('My Dapp')
    expect(ext.control.prompts()).toBe(2)
    expect(ext.control.requests().map((r) => r.method)).toEqual(['enable', 'deniedEnable', 'enable'])
  })

  it('remembers allowed and denied origins in its storage, as a reloaded page finds them', async () => {
    const items = new Map<string, string>()
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) }
    const first = await createTestPolkadotExtension({ storage })
    await first.provider.enable('My Dapp')
    await first.provider.enable('Shady Dapp')
    first.control.revoke('Shady Dapp')
    // The page reloads: a new extension object over the same storage.
    const second = await createTestPolkadotExtension({ storage })
    expect(await (await second.provider.enable('My Dapp')).accounts.get()).toHaveLength(2)
    await expect(second.provider.enable('Shady Dapp')).rejects.toThrow(/not allowed to interact/)
    expect(second.control.requests().map((r) => r.method)).toEqual(['silentEnable', 'deniedEnable'])
    expect(second.control.prompts()).toBe(0)
    second.control.forget('Shady Dapp')
    const third = await createTestPolkadotExtension({ storage })
    expect(third.control.isAuthorized('Shady Dapp')).toBe(false)
    await third.provider.enable('Shady Dapp')
    expect(third.control.requests().map((r) => r.method)).toEqual(['enable'])
    // Another key is another extension, with a list of its own; garbage in the storage is a fresh list.
    expect((await createTestPolkadotExtension({ storage, key: 'other' })).control.isAuthorized('My Dapp')).toBe(false)
    for (const k of items.keys()) items.set(k, '{not json')
    expect((await createTestPolkadotExtension({ storage })).control.isAuthorized()).toBe(false)
  })

  it('rejects enable in reject mode with code 4001, and stays unauthorised', async () => {
    const ext = await createTestPolkadotExtension({ mode: 'reject' })
    const error = await ext.provider.enable('My Dapp').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'Rejected' })
    expect(ext.control.isAuthorized()).toBe(false)
  })

  it('holds requests in manual mode until the test decides', async () => {
    const ext = await createTestPolkadotExtension({ mode: 'manual' })
    const enabling = ext.provider.enable('My Dapp')
    await expect.poll(() => ext.control.pending().length).toBe(1)
    expect(ext.control.approve()).toBe(true)
    const injected = await enabling
    const signing = injected.signer.signRaw({ address: ALICE_SR, data: '0x01', type: 'bytes' })
    await expect.poll(() => ext.control.pending()[0]?.method).toBe('signRaw')
    expect(ext.control.reject()).toBe(true)
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'Cancelled' })
    expect(ext.control.approve()).toBe(false)
  })

  it('lets onRequest decide before the mode', async () => {
    const ext = await createTestPolkadotExtension({ mode: 'reject', onRequest: (r) => (r.method === 'enable' ? 'approve' : undefined) })
    const injected = await ext.provider.enable('My Dapp')
    await expect(injected.signer.signRaw({ address: ALICE_SR, data: '0x01', type: 'bytes' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('signs bytes wrapped in <Bytes>, verifiable by signatureVerify, for sr25519 and ed25519', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const message = stringToU8a('hello Latch')
    for (const address of [ALICE_SR, BOB_ED]) {
      const { signature } = await injected.signer.signRaw({ address, data: u8aToHex(message), type: 'bytes' })
      const result = signatureVerify(message, hexToU8a(signature), address)
      expect(result.isValid).toBe(true)
      if (address === BOB_ED) {
        // The signature is over the wrapped bytes, not the bare message.
        expect(ed25519Verify(u8aWrapBytes(message), signature, decodeAddress(address))).toBe(true)
        expect(ed25519Verify(message, signature, decodeAddress(address))).toBe(false)
      }
    }
    expect(ext.control.requests().at(-1)).toMatchObject({ method: 'signRaw', address: BOB_ED, status: 'approved' })
  })

  it('signs for an address given under another SS58 prefix (the same key)', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const polkadotSpelling = encodeAddress(decodeAddress(ALICE_SR), 0)
    const { signature } = await injected.signer.signRaw({ address: polkadotSpelling, data: '0xdead', type: 'bytes' })
    expect(signatureVerify(hexToU8a('0xdead'), signature, ALICE_SR).isValid).toBe(true)
  })

  it('refuses unknown accounts, payload signing and unauthorised origins', async () => {
    const ext = await createTestPolkadotExtension({ accounts: [{ uri: '//Charlie' }] })
    const injected = await ext.provider.enable('My Dapp')
    await expect(injected.signer.signRaw({ address: ALICE_SR, data: '0x01', type: 'bytes' })).rejects.toBeInstanceOf(TestExtensionError)
    const [charlie] = ext.control.addresses()
    await expect(injected.signer.signRaw({ address: charlie!, data: '0x01', type: 'payload' })).rejects.toThrow(/not supported/)
    ext.control.revoke('My Dapp')
    await expect(injected.accounts.get()).rejects.toThrow(/has not been enabled/)
    await expect(injected.signer.signRaw({ address: charlie!, data: '0x01', type: 'bytes' })).rejects.toThrow(/has not been enabled/)
  })

  it('tells subscribers the current accounts, each change, and [] on revoke; unsubscribe stops it', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const seen: string[][] = []
    const unsubscribe = injected.accounts.subscribe((accounts: TestInjectedAccount[]) => {
      seen.push(accounts.map((a) => a.address))
    })
    await expect.poll(() => seen.length).toBe(1)
    expect(seen[0]).toEqual([ALICE_SR, BOB_ED])
    ext.control.setAccounts([BOB_ED])
    expect(seen.at(-1)).toEqual([BOB_ED])
    expect(await injected.accounts.get()).toMatchObject([{ address: BOB_ED }])
    ext.control.revoke()
    expect(seen.at(-1)).toEqual([])
    expect(ext.control.subscriptions()).toBe(1)
    unsubscribe()
    expect(ext.control.subscriptions()).toBe(0)
    ext.control.setAccounts([ALICE_SR])
    expect(seen).toHaveLength(3)
    expect(() => ext.control.setAccounts(['5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'])).toThrow(TestExtensionError)
  })

  it('can hold an ethereum-type account, reported with its type', async () => {
    const ext = await createTestPolkadotExtension({ accounts: [{ uri: '//Alice' }, { uri: '0x5fb92d6e98884f76de468fa3f6278f8807c48bebc13595d45af5bdc4da702133', type: 'ethereum', name: 'EVM' }] })
    const injected = await ext.provider.enable('My Dapp')
    const accounts = await injected.accounts.get()
    expect(accounts.map((a) => a.type)).toEqual(['sr25519', 'ethereum'])
    expect(accounts[1]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('signs extrinsic payloads as polkadot{.js} does, over the SCALE signing bytes, for sr25519 and ed25519', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const ids: number[] = []
    for (const address of [ALICE_SR, BOB_ED]) {
      const payload = assetHubPayload(address)
      const { id, signature } = await injected.signer.signPayload(payload)
      ids.push(id)
      // A MultiSignature: the key type's byte (0x01 sr25519, 0x00 ed25519), then the signature.
      expect(signature.slice(0, 4)).toBe(address === ALICE_SR ? '0x01' : '0x00')
      expect(signatureVerify(signingBytes(payload), signature, address).isValid).toBe(true)
    }
    expect(ids).toEqual([1, 2])
    expect(ext.control.requests().at(-1)).toEqual({
      id: 3,
      method: 'signPayload',
      status: 'approved',
      origin: 'My Dapp',
      address: BOB_ED,
      detail: assetHubPayload(BOB_ED).method,
      payload: assetHubPayload(BOB_ED),
      at: expect.any(Number),
    })
    expect(ext.control.prompts()).toBe(3)
  })

  it('signs the blake2 hash of signing bytes longer than 256', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const payload = assetHubPayload(ALICE_SR, `0x${'42'.repeat(300)}`)
    const bytes = signingBytes(payload)
    expect(bytes.length).toBeGreaterThan(256)
    const { signature } = await injected.signer.signPayload(payload)
    expect(signatureVerify(blake2AsU8a(bytes, 256), signature, ALICE_SR).isValid).toBe(true)
    expect(signatureVerify(bytes, signature, ALICE_SR).isValid).toBe(false)
  })

  it('holds signPayload in manual mode, and rejects it with code 4001', async () => {
    const ext = await createTestPolkadotExtension({ mode: 'manual', authorizedOrigins: ['My Dapp'] })
    const injected = await ext.provider.enable('My Dapp')
    const first = injected.signer.signPayload(assetHubPayload(ALICE_SR))
    await expect.poll(() => ext.control.pending()[0]?.method).toBe('signPayload')
    expect(ext.control.pending()[0]).toMatchObject({ address: ALICE_SR, payload: { nonce: '0x00000005', genesisHash: GENESIS } })
    expect(ext.control.approve()).toBe(true)
    expect((await first).signature).toMatch(/^0x01[0-9a-f]{128}$/)
    const second = injected.signer.signPayload(assetHubPayload(ALICE_SR))
    await expect.poll(() => ext.control.pending().length).toBe(1)
    expect(ext.control.reject()).toBe(true)
    const error = await second.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'Cancelled', method: 'signPayload' })
    ext.control.setMode('reject')
    await expect(injected.signer.signPayload(assetHubPayload(ALICE_SR))).rejects.toMatchObject({ code: 4001 })
    expect(ext.control.requests().map((r) => r.status)).toEqual(['approved', 'approved', 'rejected', 'rejected'])
  })

  it('refuses signPayload from an unauthorised origin, for an unknown or hidden account, or of a bad payload, without a prompt', async () => {
    const ext = await createTestPolkadotExtension()
    const injected = await ext.provider.enable('My Dapp')
    const charlie = '5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y'
    await expect(injected.signer.signPayload(assetHubPayload(charlie))).rejects.toThrow(new TestExtensionError(`Unknown account: ${charlie}`))
    ext.control.setAccounts([BOB_ED])
    await expect(injected.signer.signPayload(assetHubPayload(ALICE_SR))).rejects.toThrow(/Unknown account/)
    const bad = [
      [{ ...assetHubPayload(BOB_ED), genesisHash: undefined }, /payload\.genesisHash must be a hex string/],
      [{ ...assetHubPayload(BOB_ED), nonce: 5 }, /payload\.nonce must be a hex string/],
      [{ ...assetHubPayload(BOB_ED), version: 5 }, /version 5 is not supported/],
      [{ ...assetHubPayload(BOB_ED), genesisHash: '0x1234' }, /could not decode the payload: .*32 bytes/],
      [{ ...assetHubPayload(BOB_ED), signedExtensions: 'CheckNonce' }, /signedExtensions must be a list/],
      [{ ...assetHubPayload(BOB_ED), address: '' }, /has no address/],
      [null, /needs a SignerPayloadJSON/],
    ] as const
    for (const [payload, message] of bad) {
      const error = await injected.signer.signPayload(payload as unknown as TestSignerPayloadJSON).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(TestExtensionError)
      expect(error).toMatchObject({ message: expect.stringMatching(message) })
    }
    ext.control.revoke('My Dapp')
    await expect(injected.signer.signPayload(assetHubPayload(BOB_ED))).rejects.toThrow(/has not been enabled/)
    expect(ext.control.requests().map((r) => r.method)).toEqual(['enable'])
  })

  it('pins the entry surface', () => {
    expect(Object.keys(entry).sort()).toEqual(['TestExtensionError', 'UserRejectedRequestError', 'createTestPolkadotExtension'])
  })
})
