/** The native balance the Account view shows: what the account can spend, not everything it holds. */
import { type AdapterBalance, CapabilityNotSupportedError, formatUnits, type NativeCurrency } from '@latch/core'
import type { ApiPromise } from '@polkadot/api'

/** `system.account`'s data as runtimes have spelled it: `frozen` since the 2023 fungible rework, two locks before. */
interface AccountData {
  free: { toBigInt(): bigint }
  reserved: { toBigInt(): bigint }
  frozen?: { toBigInt(): bigint }
  miscFrozen?: { toBigInt(): bigint }
  feeFrozen?: { toBigInt(): bigint }
}

const max = (a: bigint, b: bigint) => (a > b ? a : b)

/**
 * Free minus what is frozen (locks: staking, votes, vesting). Since the rework a freeze holds the account's total,
 * and reserved funds count towards it, so only `frozen − reserved` of the free balance is held; before, the larger
 * of the two locks held the free balance itself.
 */
export function transferable(data: AccountData): bigint {
  const free = data.free.toBigInt()
  const held = data.frozen ? max(data.frozen.toBigInt() - data.reserved.toBigInt(), 0n) : max(data.miscFrozen?.toBigInt() ?? 0n, data.feeFrozen?.toBigInt() ?? 0n)
  return max(free - held, 0n)
}

/** An account's balances in planck: what it holds free and reserved, what is frozen, and what it can spend. */
export interface AccountFunds {
  free: bigint
  reserved: bigint
  /** The larger lock on runtimes before the fungible rework. */
  frozen: bigint
  transferable: bigint
  /** free + reserved: zero for an account the chain does not know. */
  total: bigint
}

export async function readFunds(api: ApiPromise, address: string): Promise<AccountFunds> {
  // Every FRAME runtime has System; the query's type comes from api-augment, which this package does not load.
  const account = api.query.system?.account
  if (!account) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Reading balances (the runtime has no System pallet)' })
  const { data } = (await account(address)) as unknown as { data: AccountData }
  const [free, reserved] = [data.free.toBigInt(), data.reserved.toBigInt()]
  const frozen = data.frozen?.toBigInt() ?? max(data.miscFrozen?.toBigInt() ?? 0n, data.feeFrozen?.toBigInt() ?? 0n)
  return { free, reserved, frozen, transferable: transferable(data), total: free + reserved }
}

/** The balances as a dapp shows them: whole units of the network's currency. */
export type PolkadotBalances = Record<'free' | 'reserved' | 'frozen' | 'transferable', string> & { symbol: string }

export async function readBalances(api: ApiPromise, address: string, currency: NativeCurrency): Promise<PolkadotBalances> {
  const funds = await readFunds(api, address)
  const whole = (planck: bigint) => formatUnits(planck, currency.decimals)
  return { free: whole(funds.free), reserved: whole(funds.reserved), frozen: whole(funds.frozen), transferable: whole(funds.transferable), symbol: currency.symbol }
}

export async function readBalance(api: ApiPromise, address: string, currency: NativeCurrency): Promise<AdapterBalance> {
  return { balance: formatUnits((await readFunds(api, address)).transferable, currency.decimals), symbol: currency.symbol }
}
