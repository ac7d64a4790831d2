/**
 * EntryPoint v0.7 and SimpleAccountFactory at their canonical addresses on a dev chain, through the
 * deterministic deployer: wallets, SDKs and bundlers all assume those addresses.
 */
import { AbiCoder, concat, getAddress, getCreate2Address, keccak256, ZeroHash } from 'ethers'
import { DETERMINISTIC_DEPLOYER, ENTRY_POINT_V07, ENTRY_POINT_V07_SALT, SIMPLE_ACCOUNT_FACTORY_V07 } from './addresses'
import { artifact } from './artifacts'
import { fundedSigner, hasCode, providerFor } from './chain'

export interface DeployAccountAbstractionOptions {
  /** A dev chain (anvil) that has the deterministic deployer and answers `anvil_setBalance`. */
  rpcUrl: string
}

export interface DeployAccountAbstractionResult {
  entryPoint: string
  accountFactory: string
}

/** Idempotent: what already has code is left alone, so a restarted stack or a second caller costs nothing. */
export async function deployAccountAbstraction({ rpcUrl }: DeployAccountAbstractionOptions): Promise<DeployAccountAbstractionResult> {
  const provider = providerFor(rpcUrl)
  try {
    if (!(await hasCode(provider, DETERMINISTIC_DEPLOYER))) {
      throw new Error(`${rpcUrl} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER} (anvil ships it; other dev chains must add it)`)
    }
    const factoryInit = concat([artifact('SimpleAccountFactory').bytecode, AbiCoder.defaultAbiCoder().encode(['address'], [ENTRY_POINT_V07])])
    const planned = [
      { name: 'EntryPoint v0.7', salt: ENTRY_POINT_V07_SALT, init: artifact('EntryPoint').bytecode, canonical: ENTRY_POINT_V07 },
      { name: 'SimpleAccountFactory v0.7', salt: ZeroHash, init: factoryInit, canonical: SIMPLE_ACCOUNT_FACTORY_V07 },
    ]
    // Compare before sending: different bytes (another artifact version) would silently land elsewhere.
    for (const p of planned) {
      const address = getCreate2Address(DETERMINISTIC_DEPLOYER, p.salt, keccak256(p.init))
      if (address !== getAddress(p.canonical)) {
        throw new Error(`${p.name} would deploy at ${address}, not its canonical ${p.canonical}: @account-abstraction/contracts must be exactly 0.7.0`)
      }
    }
    const missing = []
    for (const p of planned) if (!(await hasCode(provider, p.canonical))) missing.push(p)
    if (missing.length > 0) {
      const signer = await fundedSigner(provider, '10')
      for (const p of missing) {
        // Another caller may deploy the same contract at the same moment (tests sharing a chain): then ours
        // reverts, and the code being there is what counts.
        let failure: unknown
        try {
          await (await signer.sendTransaction({ to: DETERMINISTIC_DEPLOYER, data: concat([p.salt, p.init]) })).wait()
        } catch (error) {
          failure = error
        }
        if (!(await hasCode(provider, p.canonical))) {
          const why = failure instanceof Error ? `: ${failure.message}` : ''
          throw new Error(`deploying ${p.name} through ${DETERMINISTIC_DEPLOYER} left no code at ${p.canonical}${why}`, { cause: failure })
        }
      }
    }
    return { entryPoint: ENTRY_POINT_V07, accountFactory: SIMPLE_ACCOUNT_FACTORY_V07 }
  } finally {
    provider.destroy()
  }
}
