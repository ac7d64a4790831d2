import { type AdapterBalance, formatUnits, type NativeCurrency } from '@latch/core'
import { type Connection, PublicKey } from '@solana/web3.js'

/** Lamports, as whole SOL in the network's currency. */
export async function readBalance(connection: Connection, address: string, currency: NativeCurrency): Promise<AdapterBalance> {
  const lamports = await connection.getBalance(new PublicKey(address))
  return { balance: formatUnits(BigInt(lamports), currency.decimals), symbol: currency.symbol }
}
