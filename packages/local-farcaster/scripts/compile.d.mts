/** Types for compile.mjs, so the test that checks the committed artifact can import it. */
export interface CompiledRegistry {
  contractName: string
  abi: unknown[]
  /** The deployed (runtime) code, for anvil_setCode. */
  runtimeBytecode: string
}
export interface FarcasterRegistriesArtifact {
  compiler: { version: string; settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string; metadata: { bytecodeHash: string } } }
  idRegistry: CompiledRegistry
  keyRegistry: CompiledRegistry
}
export const ARTIFACT: string
export function compileFarcasterRegistries(): FarcasterRegistriesArtifact
export function artifactText(artifact: FarcasterRegistriesArtifact): string
