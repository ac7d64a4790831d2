/** Test identities on the local IdRegistry and KeyRegistry (installFarcasterRegistries first). */
import { Wallet } from 'ethers'
import { AUTH_ADDRESS_KEY_TYPE, ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS, KeyState } from './addresses'
import { authAddressKey, fidOf, keyDataOf } from './reads'
import { idRegistry, keyRegistry } from './registries'
import { transact } from './transact'

/** Makes the key's address the custody of a new fid and returns it; an address that already has one gets that one. */
export async function registerFid(rpcUrl: string, privateKey: string): Promise<number> {
  const { address } = new Wallet(privateKey)
  const existing = await fidOf(rpcUrl, address)
  if (existing !== 0) return existing
  await transact(rpcUrl, privateKey, ID_REGISTRY_ADDRESS, idRegistry.encodeFunctionData('register'))
  return fidOf(rpcUrl, address)
}

/**
 * Adds `authAddress` as an auth address (keyType 2) of the fid `custodyKey` holds, so it may sign in for that fid
 * (auth-client then answers authMethod 'authAddress'). Already added: nothing to do. Returns the fid.
 */
export async function addAuthAddress(rpcUrl: string, custodyKey: string, authAddress: string): Promise<number> {
  const { address } = new Wallet(custodyKey)
  const fid = await fidOf(rpcUrl, address)
  if (fid === 0) throw new Error(`${address} holds no fid: registerFid first.`)
  const key = authAddressKey(authAddress)
  const { state } = await keyDataOf(rpcUrl, fid, key)
  if (state === KeyState.ADDED) return fid
  if (state === KeyState.REMOVED) throw new Error(`${authAddress} was removed from fid ${fid}; a removed key cannot be added again.`)
  await transact(rpcUrl, custodyKey, KEY_REGISTRY_ADDRESS, keyRegistry.encodeFunctionData('add', [AUTH_ADDRESS_KEY_TYPE, key]))
  return fid
}
