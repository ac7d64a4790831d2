/**
 * The eip155 `transfers`: the native currency as a plain value transfer, an ERC-20 as a `transfer` call to its
 * contract. The fee is the wallet's gas estimate at the network's gas price; the same transaction is what is sent.
 */
import type { CaipNetwork, ChainTransfers } from '@latch/core'
import { InvalidAddressError } from '@latch/core/errors'
import { requireEvmAddress } from './addressRule'
import { networkOf } from './networks'
import { erc20Contract } from './erc20'
import { erc20TransferData, toRpcTransaction, withHexPrefix } from './wire'

type Request = (method: string, params: unknown[]) => Promise<unknown>

function quantity(result: unknown, method: string): bigint {
  if (typeof result !== 'string' && typeof result !== 'number') throw new TypeError(`Malformed ${method} result: ${String(result)}`)
  return BigInt(result)
}

export function createEvmTransfers(networks: () => readonly CaipNetwork[], request: Request): ChainTransfers {
  return {
    async prepare({ from, to, asset, amount, symbol, decimals, caipNetworkId }) {
      networkOf(networks(), caipNetworkId)
      requireEvmAddress(to)
      const contract = asset === undefined ? undefined : erc20Contract(caipNetworkId, asset)
      if (asset !== undefined && !contract) throw new InvalidAddressError({ namespace: 'eip155', address: asset, rule: `an erc20 asset of ${caipNetworkId}` })
      const receiver = withHexPrefix(to)
      const call = contract ? { to: contract, value: 0n, data: erc20TransferData(receiver, amount) } : { to: receiver, value: amount }
      const transaction = toRpcTransaction({ address: from, ...call })
      const [gas, price] = await Promise.all([request('eth_estimateGas', [transaction]), request('eth_gasPrice', [])])
      return {
        fee: quantity(gas, 'eth_estimateGas') * quantity(price, 'eth_gasPrice'),
        // As the chain will report it: a token transfer is a call to the token's contract.
        activity: {
          from,
          to: contract ?? receiver,
          transfers: [{ direction: 'out', symbol, amount: amount.toString(), decimals, counterparty: receiver, ...(asset ? { asset } : {}) }],
        },
        async submit() {
          const hash = await request('eth_sendTransaction', [transaction])
          if (typeof hash !== 'string') throw new TypeError(`Malformed eth_sendTransaction result: ${String(hash)}`)
          return hash
        },
      }
    },
  }
}
