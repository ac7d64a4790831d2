// Compiles contracts/OffchainResolver.sol with solc-js (the compiler is bundled: nothing is downloaded) into
// src/contracts/offchainResolver.json, which the package ships and deploys. The settings are recorded in the
// artifact, and a test recompiles and compares, so the committed bytecode always matches the source.
// Run: node scripts/compile.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const SOURCE = fileURLToPath(new URL('../contracts/OffchainResolver.sol', import.meta.url))
export const ARTIFACT = fileURLToPath(new URL('../src/contracts/offchainResolver.json', import.meta.url))
// Cancun: every chain ENS lives on has it, and pinning keeps the bytecode independent of solc's default. Without
// the metadata hash the bytecode depends on the source and settings only, not on file paths or comments' bytes.
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', metadata: { bytecodeHash: 'none' } }

/** @returns {{ contractName: string, compiler: { version: string, settings: typeof SETTINGS }, abi: unknown[], bytecode: string }} */
export function compileOffchainResolver() {
  const input = {
    language: 'Solidity',
    sources: { 'OffchainResolver.sol': { content: readFileSync(SOURCE, 'utf8') } },
    settings: { ...SETTINGS, outputSelection: { '*': { OffchainResolver: ['abi', 'evm.bytecode.object'] } } },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = output.contracts['OffchainResolver.sol'].OffchainResolver
  return { contractName: 'OffchainResolver', compiler: { version: solc.version(), settings: SETTINGS }, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

export const artifactText = (artifact) => `${JSON.stringify(artifact, null, 2)}\n`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ARTIFACT, artifactText(compileOffchainResolver()))
  console.log(`wrote ${ARTIFACT}`)
}
