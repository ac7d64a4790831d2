/** Compiles a test contract's source with solc-js (bundled compiler, no download) for deployment on anvil. */
import solc from 'solc'

export function compileSolidity(source: string, contractName: string): { abi: unknown[]; bytecode: string } {
  const input = { language: 'Solidity', sources: { 'Test.sol': { content: source } }, settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } } }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = output.contracts['Test.sol']?.[contractName]
  if (!contract) throw new Error(`${contractName} is not in the source`)
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}
