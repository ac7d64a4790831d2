/** What a chain family's test hands the conformance suite: a wallet it controls, and the namespace's rules. */
import type { CaipNetwork, CaipAssetId } from '../../types/chain'
import type { ChainAdapter } from '../chainAdapter'

/** A wallet installed where the adapter discovers it (a fake window, a registered Wallet Standard wallet …). */
export interface ConformanceWallet {
  connectorId: string
  /** The account the wallet connects with. */
  address: string
  /** How many times the wallet asked its user for approval (a silent reconnect must not add one). */
  prompts(): number
  /** The wallet revokes the dapp, as its "disconnect site" button does. */
  revoke(): void | Promise<void>
  /** Makes the wallet switch to another of its accounts, emitting its change event; returns the new address. */
  switchAccount?(): string | Promise<string>
  /** Removes what `wallet()` installed. */
  uninstall(): void | Promise<void>
}

export interface ChainAdapterFixture<A extends ChainAdapter = ChainAdapter> {
  /** A fresh adapter per test; the suite calls `setup` itself. */
  create(): A
  networks: CaipNetwork[]
  wallet(): Promise<ConformanceWallet>
  addresses: { valid: readonly string[]; invalid: readonly string[] }
  /** Smallest units ↔ decimal text pairs for the native decimals, and a text with one decimal too many. */
  units: { decimals: number; pairs: readonly (readonly [bigint, string])[]; tooPrecise: string }
  /** Checks a signature over `message` by `address` with the namespace's own scheme. */
  verifyMessage(params: { message: string; signature: string; address: string }): Promise<boolean>
  /** A transfer the funded test account can make, with a way to read the receiver's balance of it. */
  transfer?: { to: string; amount: bigint; asset?: CaipAssetId; symbol: string; decimals: number; balanceOf(address: string): Promise<bigint> }
  /** Per-test timeout for suites on a real chain. */
  timeoutMs?: number
}
