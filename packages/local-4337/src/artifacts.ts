/**
 * The audited contracts' compiled artifacts, read from @account-abstraction/contracts at run time (not bundled:
 * the canonical addresses depend on these exact bytes, and the JSON is large).
 */
import { createRequire } from 'node:module'
import type { InterfaceAbi } from 'ethers'

export interface Artifact {
  abi: InterfaceAbi
  bytecode: string
}

const require = createRequire(import.meta.url)
const cache = new Map<string, Artifact>()

export function artifact(name: 'EntryPoint' | 'SimpleAccountFactory' | 'SimpleAccount' | 'VerifyingPaymaster'): Artifact {
  let found = cache.get(name)
  if (!found) {
    const json = require(`@account-abstraction/contracts/artifacts/${name}.json`) as Artifact
    found = { abi: json.abi, bytecode: json.bytecode }
    cache.set(name, found)
  }
  return found
}
