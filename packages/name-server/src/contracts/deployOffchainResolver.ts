/** Deploys OffchainResolver (the committed artifact, compiled from contracts/OffchainResolver.sol) for the demo stack. */
import { type BaseContract, ContractFactory, type Signer } from 'ethers'
import artifact from './offchainResolver.json'

export const OFFCHAIN_RESOLVER_ABI = artifact.abi

/** The URL template a resolver stores for a gateway at `serverUrl` (EIP-3668 GET form). */
export const gatewayUrlOf = (serverUrl: string): string => `${serverUrl.replace(/\/+$/, '')}/v1/ccip/{sender}/{data}.json`

export interface DeployOffchainResolverOptions {
  /** Pays for the deployment and becomes the resolver's owner (who may change its URL and signers). */
  signer: Signer
  /** The gateway URL template (see `gatewayUrlOf`). */
  url: string
  /** Addresses whose signatures the resolver accepts: the name server's `signerAddress`. */
  signers: readonly string[]
}

export async function deployOffchainResolver({ signer, url, signers }: DeployOffchainResolverOptions): Promise<{ address: string; contract: BaseContract }> {
  const factory = new ContractFactory(artifact.abi, artifact.bytecode, signer)
  const contract = await factory.deploy(url, [...signers])
  await contract.waitForDeployment()
  return { address: await contract.getAddress(), contract }
}
