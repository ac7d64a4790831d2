/** The rows every smart-account send shows: which account sends, whether it is created now, and who pays the fee. */
import type { ActiveAccount, ChainInfo, Row } from './rows'

export function smartAccountRows(account: ActiveAccount): Row[] {
  const rows: Row[] = [{ label: 'From', value: `${account.address} (smart account)` }]
  // The first operation also deploys the account (its factory call goes with it), so it costs more gas.
  if (account.deployed === false) rows.push({ label: 'Smart account', value: 'Not on the network yet: it is created with this operation' })
  return rows
}

/**
 * Who pays the network fee: a paymaster the request names, else the chain's default sponsor, else the
 * account itself. The paymaster is named by its URL's host (the URL parser writes an IDN as punycode).
 */
export function feeRow(chain: ChainInfo, paymasterUrl?: string): Row {
  const value = paymasterUrl
    ? `Sponsored by ${new URL(paymasterUrl).host}`
    : chain.sponsor
      ? `Sponsored by ${chain.sponsor}`
      : `Paid from this smart account (in ${chain.currency})`
  return { label: 'Network fee', value }
}
