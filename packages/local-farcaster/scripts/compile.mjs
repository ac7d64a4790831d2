// Compiles contracts/FarcasterRegistries.sol with solc-js (the compiler is bundled: nothing is downloaded) into
// src/contracts/farcasterRegistries.json, which the package ships and installs. They are installed with anvil_setCode,
// so the artifact holds runtime bytecode, not creation code. The settings are recorded in the artifact, and a test
// recompiles and compares, so the committed bytecode always matches the source.
// Run: node scripts/compile.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const SOURCE = fileURLToPath(new URL('../contracts/FarcasterRegistries.sol', import.meta.url))
export const ARTIFACT = fileURLToPath(new URL('../src/contracts/farcasterRegistries.json', import.meta.url))
// Cancun: Optimism and anvil both have it, and pinning keeps the bytecode independent of solc's default. Without the
// metadata hash the bytecode depends on the source and settings only, not on file paths or comments' bytes.
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', metadata: { bytecodeHash: 'none' } }
const CONTRACTS = { idRegistry: 'LocalIdRegistry', keyRegistry: 'LocalKeyRegistry' }

/** @returns {import('./compile.d.mts').FarcasterRegistriesArtifact} */
export function compileFarcasterRegistries() {
  const input = {
    language: 'Solidity',
    sources: { 'FarcasterRegistries.sol': { content: readFileSync(SOURCE, 'utf8') } },
    settings: { ...SETTINGS, outputSelection: { '*': { '*': ['abi', 'evm.deployedBytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = (name) => {
    const c = output.contracts['FarcasterRegistries.sol'][name]
    return { contractName: name, abi: c.abi, runtimeBytecode: `0x${c.evm.deployedBytecode.object}` }
  }
  return {
    compiler: { version: solc.version(), settings: SETTINGS },
    idRegistry: contract(CONTRACTS.idRegistry),
    keyRegistry: contract(CONTRACTS.keyRegistry),
  }
}

export const artifactText = (artifact) => `${JSON.stringify(artifact, null, 2)}\n`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ARTIFACT, artifactText(compileFarcasterRegistries()))
  console.log(`wrote ${ARTIFACT}`)
}
