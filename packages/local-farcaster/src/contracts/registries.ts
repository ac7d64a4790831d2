/** The compiled stand-ins (contracts/FarcasterRegistries.sol, compiled by scripts/compile.mjs) and their ABIs. */
import { Interface, type InterfaceAbi } from 'ethers'
import artifact from './farcasterRegistries.json'

export const ID_REGISTRY_ABI = artifact.idRegistry.abi as InterfaceAbi
export const KEY_REGISTRY_ABI = artifact.keyRegistry.abi as InterfaceAbi
export const ID_REGISTRY_RUNTIME_CODE = artifact.idRegistry.runtimeBytecode
export const KEY_REGISTRY_RUNTIME_CODE = artifact.keyRegistry.runtimeBytecode

export const idRegistry = new Interface(ID_REGISTRY_ABI)
export const keyRegistry = new Interface(KEY_REGISTRY_ABI)
