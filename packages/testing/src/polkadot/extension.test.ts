import { hexToU8a, stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, ed25519Verify, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import * as entry from '../exports/polkadot-wallet'
import { TestExtensionError, UserRejectedRequestError } from './errors'
import { createTestPolkadotExtension, type TestInjectedAccount } from './extension'

// Well-known dev keys: //Alice as sr25519 and //Bob as ed25519, in the generic format (prefix 42).
const ALICE_SR = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB_ED = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'

beforeAll(() => cryptoWaitReady())

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

  it('pins the entry surface', () => {
    expect(Object.keys(entry).sort()).toEqual(['TestExtensionError', 'UserRejectedRequestError', 'createTestPolkadotExtension'])
  })
})
