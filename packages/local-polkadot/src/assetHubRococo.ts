import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'

/**
 * What the local chain runs: Rococo Asset Hub's genesis. It is the one chainspec in
 * `@substrate/connect-known-chains` with a raw genesis (the others are light-client specs that only carry a
 * checkpoint), so chopsticks can build it offline. These values are the genesis runtime's; `server.test.ts` reads
 * them back from the running chain.
 */
export const ASSET_HUB_ROCOCO = {
  /** Planck per ROC is 10^12. */
  decimals: 12,
  symbol: 'ROC',
  /** The runtime's `System::SS58Prefix` (Kusama's 2, inherited from Statemine); the chainspec itself names none. */
  ss58Prefix: 2,
  /** `Balances::ExistentialDeposit` in planck (0.000003333333 ROC): an account below it is reaped. */
  existentialDeposit: 3_333_333n,
} as const

type GenesisSpec = {
  id: string
  name: string
  properties: { ss58Format?: number; tokenDecimals?: number; tokenSymbol?: string }
  genesis: { raw: { top: Record<string, string> } }
}

/**
 * The chainspec chopsticks starts from. `system_properties` answers with the spec's properties, which lack
 * `ss58Format`; we add the runtime's prefix so that @polkadot/api and wallets encode addresses as the chain does.
 */
export function assetHubRococoGenesis(): GenesisSpec {
  const spec = JSON.parse(chainSpec) as GenesisSpec
  spec.properties = { ...spec.properties, ss58Format: ASSET_HUB_ROCOCO.ss58Prefix }
  return spec
}
