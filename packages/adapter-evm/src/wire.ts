/**
 * The EVM JSON-RPC wire format of transactions: hex quantities, transactions, ERC-20 call data. Only the lazily
 * loaded transfer and send code uses it.
 */
/** A transaction as a dapp writes it for `sendTransaction` (viem's and ethers' field names), from `address`. */
export interface TxParameters {
  address: string
  to: string
  value?: bigint
  /** Hex call data. */
  data?: string
  gas?: bigint
}

export function withHexPrefix(address: string): string {
  return address.startsWith('0x') || address.startsWith('0X') ? `0x${address.slice(2)}` : `0x${address}`
}

export function toHex(value: bigint): string {
  return `0x${value.toString(16)}`
}

export function toRpcTransaction({ address, to, value, data, gas }: TxParameters): Record<string, string> {
  return {
    from: address,
    to,
    ...(value !== undefined ? { value: toHex(value) } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(gas !== undefined ? { gas: toHex(gas) } : {}),
  }
}

/** ERC-20 `transfer(address,uint256)`: selector + the two words, no ABI library needed. */
export function erc20TransferData(to: string, amount: bigint): string {
  if (amount < 0n || amount >= 2n ** 256n) throw new RangeError(`Token amount out of range: ${amount}`)
  return `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
}
