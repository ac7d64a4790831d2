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

/** What an account can spend, and everything it holds (free + reserved: zero for an account the chain does not know). */
export interface AccountFunds {
  transferable: bigint
  total: bigint
}

export async function readFunds(api: ApiPromise, address: string): Promise<AccountFunds> {
  // Every FRAME runtime has System; the query's type comes from api-augment, which this package does not load.
  const account = api.query.system?.account
  if (!account) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Reading balances (the runtime has no System pallet)' })
  const { data } = (await account(address)) as unknown as { data: AccountData }
  return { transferable: transferable(data), total: data.free.toBigInt() + data.reserved.toBigInt() }
}

export async function readBalance(api: ApiPromise, address: string, currency: NativeCurrency): Promise<AdapterBalance> {
  return { balance: formatUnits((await readFunds(api, address)).transferable, currency.decimals), symbol: currency.symbol }
}
