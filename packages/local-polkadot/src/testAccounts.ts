import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { ASSET_HUB_ROCOCO } from './assetHubRococo'

/**
 * Substrate's well-known development keys (public: anyone can derive them). The four sr25519 ones are the
 * `//Alice`… of every dev chain; `aliceEd25519` is `//Alice` as an ed25519 key, for wallets and code paths that
 * must handle the other scheme.
 */
export const TEST_ACCOUNTS = {
  alice: { uri: '//Alice', type: 'sr25519' },
  bob: { uri: '//Bob', type: 'sr25519' },
  charlie: { uri: '//Charlie', type: 'sr25519' },
  dave: { uri: '//Dave', type: 'sr25519' },
  aliceEd25519: { uri: '//Alice', type: 'ed25519' },
} as const

export type TestAccountName = keyof typeof TEST_ACCOUNTS

export type LocalPolkadotAccount = {
  name: TestAccountName
  uri: string
  type: 'sr25519' | 'ed25519'
  /** SS58 address for the prefix asked for (the local chain's by default). */
  address: string
  /** A keyring pair that signs (with @polkadot/api: `tx.signAndSend(pair)`). */
  pair: KeyringPair
}

/** The dev key `name`, its address encoded for `ss58Prefix` (defaults to the local chain's). Waits for the crypto wasm. */
export async function testAccount(name: TestAccountName, ss58Prefix: number = ASSET_HUB_ROCOCO.ss58Prefix): Promise<LocalPolkadotAccount> {
  // sr25519 lives in @polkadot/wasm-crypto, which must be initialised before the first key is derived.
  await cryptoWaitReady()
  const { uri, type } = TEST_ACCOUNTS[name]
  const pair = new Keyring({ type, ss58Format: ss58Prefix }).addFromUri(uri, { name })
  return { name, uri, type, address: pair.address, pair }
}

/** `System.Account` entries giving each address `free` planck, in the shape chopsticks' `setStorage` takes. */
export function endowmentStorage(addresses: string[], free: bigint) {
  // One provider reference: what Balances sets on an account it creates, so the account exists and can be reaped.
  const info = { nonce: 0, consumers: 0, providers: 1, sufficients: 0, data: { free: free.toString(), reserved: 0, frozen: 0 } }
  return { System: { Account: addresses.map((address) => [[address], info]) } }
}
