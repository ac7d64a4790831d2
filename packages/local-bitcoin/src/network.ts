import * as ecc from '@bitcoinerlab/secp256k1'
import { Block, initEccLib, networks, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'

// bitcoinjs-lib needs a curve for taproot addresses and tweaks; the pure-JS one needs no wasm or native build.
initEccLib(ecc)

export { ecc }
export const ECPair = ECPairFactory(ecc)
export const REGTEST = networks.regtest

export const COIN = 100_000_000n
/** Regtest halves the subsidy every 150 blocks (`consensus.nSubsidyHalvingInterval`), mainnet every 210,000. */
export const HALVING_INTERVAL = 150
export const COINBASE_MATURITY = 100
/** Regtest's easiest target (`powLimit`): about one header hash in two meets it. */
export const REGTEST_BITS = 0x207fffff
export const MAX_BLOCK_WEIGHT = 4_000_000
export const MAX_MONEY = 21_000_000n * COIN

/** The block subsidy at `height`: 50 BTC, halved every `HALVING_INTERVAL` blocks, zero after 64 halvings. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / HALVING_INTERVAL)
  return halvings >= 64 ? 0n : (50n * COIN) >> BigInt(halvings)
}

/** Regtest's genesis block, byte for byte as bitcoind builds it (`CreateGenesisBlock` with time 1296688602, nonce 2). */
export function genesisBlock(): Block {
  const coinbase = new Transaction()
  coinbase.version = 1
  const message = '04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73'
  const satoshiKey = '4104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac'
  coinbase.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Buffer.from(message, 'hex'))
  coinbase.addOutput(Buffer.from(satoshiKey, 'hex'), 50n * COIN)
  const block = new Block()
  block.version = 1
  block.prevHash = new Uint8Array(32)
  block.transactions = [coinbase]
  block.merkleRoot = Block.calculateMerkleRoot([coinbase])
  block.timestamp = 1296688602
  block.bits = REGTEST_BITS
  block.nonce = 2
  return block
}

export const REGTEST_GENESIS_HASH = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'
/** CAIP-2 id of a BIP-122 chain: `bip122:` and the first 32 hex digits of its genesis block hash. */
export const CAIP_NETWORK_ID = `bip122:${REGTEST_GENESIS_HASH.slice(0, 32)}`
