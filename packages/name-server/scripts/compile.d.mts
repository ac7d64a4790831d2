/** Types for compile.mjs, so the test that checks the committed artifact can import it. */
export interface OffchainResolverArtifact {
  contractName: string
  compiler: { version: string; settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string; metadata: { bytecodeHash: string } } }
  abi: unknown[]
  bytecode: string
}
export const ARTIFACT: string
export function compileOffchainResolver(): OffchainResolverArtifact
export function artifactText(artifact: OffchainResolverArtifact): string
