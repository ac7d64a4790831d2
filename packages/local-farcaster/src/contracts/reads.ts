/** The registry reads Sign In With Farcaster makes, as plain eth_calls. */
import { AbiCoder } from 'ethers'
import { rpcCall } from '../rpc'
import { ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS } from './addresses'
import { idRegistry, keyRegistry } from './registries'

async function call(rpcUrl: string, to: string, data: string): Promise<string> {
  return rpcCall<string>(rpcUrl, 'eth_call', [{ to, data }, 'latest'])
}

/** The fid `address` is the custody of; 0 when none. */
export async function fidOf(rpcUrl: string, address: string): Promise<number> {
  const out = await call(rpcUrl, ID_REGISTRY_ADDRESS, idRegistry.encodeFunctionData('idOf', [address]))
  return Number(idRegistry.decodeFunctionResult('idOf', out)[0])
}

/** The custody address of `fid` (checksummed); the zero address when the fid does not exist. */
export async function custodyOf(rpcUrl: string, fid: number | bigint): Promise<string> {
  const out = await call(rpcUrl, ID_REGISTRY_ADDRESS, idRegistry.encodeFunctionData('custodyOf', [fid]))
  return String(idRegistry.decodeFunctionResult('custodyOf', out)[0])
}

/** The key as KeyRegistry stores an auth address: abi.encode(address), 32 bytes. */
export const authAddressKey = (address: string): string => AbiCoder.defaultAbiCoder().encode(['address'], [address])

export async function keyDataOf(rpcUrl: string, fid: number | bigint, key: string): Promise<{ state: number; keyType: number }> {
  const out = await call(rpcUrl, KEY_REGISTRY_ADDRESS, keyRegistry.encodeFunctionData('keyDataOf', [fid, key]))
  const [data] = keyRegistry.decodeFunctionResult('keyDataOf', out)
  return { state: Number(data.state), keyType: Number(data.keyType) }
}
