import { payments } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { type LocalBitcoinAccount, TEST_SEED, testAccount, testKey } from './accounts'
import { COIN, COINBASE_MATURITY, REGTEST } from './network'
import { Ledger } from './ledger'
import { addressScript } from './scripts'
import { payFromKey } from './wallet'

export type LocalChainOptions = {
  /** How many test accounts to fund. Defaults to `4`. */
  accounts?: number
  /** Seed of the test keys. Defaults to `TEST_SEED`. */
  seed?: string
  /** Sats each payment address gets at start. Defaults to 10 BTC. */
  paymentSats?: bigint
  /** Sats each ordinals address gets at start (one output). Defaults to 100,000. */
  ordinalsSats?: bigint
}

/**
 * The ledger with its miner and faucet key and the funded test accounts: the chain `startLocalBitcoin` serves.
 * The miner key gets every block reward unless `mine` names another address, and pays the faucet.
 */
export class LocalChain {
  readonly ledger = new Ledger()
  readonly accounts: LocalBitcoinAccount[]
  readonly minerKey: ECPairInterface
  readonly minerAddress: string

  constructor(options: LocalChainOptions = {}) {
    const seed = options.seed ?? TEST_SEED
    this.minerKey = testKey('miner', 0, seed)
    this.minerAddress = payments.p2wpkh({ pubkey: this.minerKey.publicKey, network: REGTEST }).address as string
    this.accounts = Array.from({ length: options.accounts ?? 4 }, (_v, i) => testAccount(i, seed))
    // Block 1's coinbase can be spent once the tip is at 100 (maturity 100), so the funding lands in block 101.
    this.mine(COINBASE_MATURITY)
    const paymentSats = options.paymentSats ?? 10n * COIN
    const ordinalsSats = options.ordinalsSats ?? 100_000n
    const outputs = this.accounts.flatMap((a) => [
      { script: addressScript(a.payment.address), value: paymentSats },
      { script: addressScript(a.ordinals.address), value: ordinalsSats },
    ])
    if (outputs.length > 0) payFromKey(this.ledger, this.minerKey, outputs)
    this.mine(1)
  }

  /** Mines `blocks` blocks (the first takes the mempool), rewards to `address` or the miner. Returns their hashes. */
  mine(blocks = 1, address = this.minerAddress): string[] {
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > 10_000) throw new RangeError('blocks must be an integer from 1 to 10,000')
    return this.ledger.mine(blocks, addressScript(address))
  }

  /** Pays `sats` to `address` from the miner key with a real signed transaction, then mines it. */
  fund(address: string, sats: bigint): { txid: string; blockHash: string } {
    if (sats <= 0n) throw new RangeError('sats must be positive')
    const txid = payFromKey(this.ledger, this.minerKey, [{ script: addressScript(address), value: sats }])
    const [blockHash] = this.mine(1)
    return { txid, blockHash: blockHash as string }
  }
}
