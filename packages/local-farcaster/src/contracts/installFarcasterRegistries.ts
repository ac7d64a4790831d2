/**
 * Puts the stand-in IdRegistry and KeyRegistry at Farcaster's Optimism addresses on an anvil (anvil_setCode), so
 * auth-client's viemConnector and the relay read them exactly as they read Optimism. Installing again keeps the
 * registrations: only the code is set, never the storage.
 */
import { rpcCall } from '../rpc'
import { ID_REGISTRY_ADDRESS, KEY_REGISTRY_ADDRESS } from './addresses'
import { ID_REGISTRY_RUNTIME_CODE, KEY_REGISTRY_RUNTIME_CODE } from './registries'

export interface InstalledFarcasterRegistries {
  idRegistry: string
  keyRegistry: string
}

export async function installFarcasterRegistries(rpcUrl: string): Promise<InstalledFarcasterRegistries> {
  await rpcCall(rpcUrl, 'anvil_setCode', [ID_REGISTRY_ADDRESS, ID_REGISTRY_RUNTIME_CODE])
  await rpcCall(rpcUrl, 'anvil_setCode', [KEY_REGISTRY_ADDRESS, KEY_REGISTRY_RUNTIME_CODE])
  return { idRegistry: ID_REGISTRY_ADDRESS, keyRegistry: KEY_REGISTRY_ADDRESS }
}
