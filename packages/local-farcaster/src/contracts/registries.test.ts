import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { Wallet, ZeroAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rpcCall } from '../rpc'
import { fundedKey } from '../testing/fundedKey'
import { AUTH_ADDRESS_KEY_TYPE, ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS, KeyState } from './addresses'
import { installFarcasterRegistries } from './installFarcasterRegistries'
import { authAddressKey, custodyOf, fidOf, keyDataOf } from './reads'
import { addAuthAddress, registerFid } from './registerFid'
import { idRegistry, keyRegistry } from './registries'
import { transact } from './transact'

let anvil: DevAnvil
beforeAll(async () => {
  anvil = await startDevAnvil()
  await installFarcasterRegistries(anvil.url)
})
afterAll(() => anvil?.stop())

describe('the local IdRegistry', () => {
  it('gives each new custody address the next fid, and answers idOf and custodyOf both ways', async () => {
    const [a, b] = [await fundedKey(anvil.url), await fundedKey(anvil.url)] as const
    const fidA = await registerFid(anvil.url, a)
    const fidB = await registerFid(anvil.url, b)
    expect(fidA).toBeGreaterThan(0)
    expect(fidB).toBe(fidA + 1)
    expect(await fidOf(anvil.url, new Wallet(b).address)).toBe(fidB)
    expect(await custodyOf(anvil.url, fidA)).toBe(new Wallet(a).address)
  })

  it('answers 0 and the zero address for strangers, registers an address once, and registerFid returns the fid it has', async () => {
    expect(await fidOf(anvil.url, Wallet.createRandom().address)).toBe(0)
    expect(await custodyOf(anvil.url, 999_999)).toBe(ZeroAddress)
    const key = await fundedKey(anvil.url)
    const fid = await registerFid(anvil.url, key)
    expect(await registerFid(anvil.url, key)).toBe(fid)
    await expect(transact(anvil.url, key, ID_REGISTRY_ADDRESS, idRegistry.encodeFunctionData('register'))).rejects.toThrow()
  })

  it('keeps its registrations when installed again', async () => {
    const key = await fundedKey(anvil.url)
    const fid = await registerFid(anvil.url, key)
    await installFarcasterRegistries(anvil.url)
    expect(await fidOf(anvil.url, new Wallet(key).address)).toBe(fid)
  })
})

describe('the local KeyRegistry', () => {
  it('answers keyDataOf as auth-client reads it: an added auth address is state 1, keyType 2; a removed one state 2', async () => {
    const custody = await fundedKey(anvil.url)
    const authAddress = Wallet.createRandom().address
    const fid = await registerFid(anvil.url, custody)
    const key = authAddressKey(authAddress)
    expect(key).toHaveLength(66)
    expect(await keyDataOf(anvil.url, fid, key)).toEqual({ state: KeyState.NULL, keyType: 0 })
    expect(await addAuthAddress(anvil.url, custody, authAddress)).toBe(fid)
    expect(await keyDataOf(anvil.url, fid, key)).toEqual({ state: KeyState.ADDED, keyType: AUTH_ADDRESS_KEY_TYPE })
    // Adding again is a no-op for the helper, and a revert for the contract.
    expect(await addAuthAddress(anvil.url, custody, authAddress)).toBe(fid)
    await expect(transact(anvil.url, custody, KEY_REGISTRY_ADDRESS, keyRegistry.encodeFunctionData('add', [2, key]))).rejects.toThrow()
    await transact(anvil.url, custody, KEY_REGISTRY_ADDRESS, keyRegistry.encodeFunctionData('remove', [key]))
    expect(await keyDataOf(anvil.url, fid, key)).toEqual({ state: KeyState.REMOVED, keyType: AUTH_ADDRESS_KEY_TYPE })
    await expect(addAuthAddress(anvil.url, custody, authAddress)).rejects.toThrow(/removed/)
  })

  it('takes keys only from the custody address of an fid', async () => {
    const stranger = await fundedKey(anvil.url)
    const key = authAddressKey(Wallet.createRandom().address)
    await expect(transact(anvil.url, stranger, KEY_REGISTRY_ADDRESS, keyRegistry.encodeFunctionData('add', [2, key]))).rejects.toThrow()
    await expect(addAuthAddress(anvil.url, stranger, Wallet.createRandom().address)).rejects.toThrow(/holds no fid/)
  })
})

it('installs at the canonical Optimism addresses', async () => {
  expect(await rpcCall<string>(anvil.url, 'eth_getCode', [ID_REGISTRY_ADDRESS, 'latest'])).toMatch(/^0x[0-9a-f]{200,}$/)
  expect(await rpcCall<string>(anvil.url, 'eth_getCode', [KEY_REGISTRY_ADDRESS, 'latest'])).toMatch(/^0x[0-9a-f]{200,}$/)
})
