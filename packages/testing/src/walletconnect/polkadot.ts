/**
 * The Polkadot side of the WalletConnect test wallet: the `polkadot` namespace it approves and the two methods of
 * WalletConnect's Polkadot RPC reference, signed as polkadot{.js} extensions sign (the kit's injected extension
 * shares the payload decoding).
 */
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { u8aEq, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'
import { decodeSignerPayload } from '../polkadot/signPayload'

export type TestWalletConnectPolkadotParameters = {
  /** A secret URI: a dev key (`//Alice`), a mnemonic or a hex seed. */
  uri: string
  /** Defaults to `sr25519`. */
  type?: 'sr25519' | 'ed25519'
  /** The chains offered, CAIP-2 (`polkadot:<first 32 hex of the genesis hash>`). */
  chains: readonly string[]
  /** The SS58 prefix the session's accounts are written with (the dapp checks it per network). Defaults to 42. */
  ss58Prefix?: number
}

/** What the wallet answers in the `polkadot` namespace. */
export const TEST_WALLETCONNECT_POLKADOT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

export type PolkadotSide = {
  /** The account's address under `ss58Prefix`. */
  address: string
  /** The `polkadot` entry of the wallet's supported namespaces. */
  namespace: { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  /** The result of a `polkadot_*` request (`{ signature }`), or undefined when the method is not one of ours. */
  answer(method: string, params: unknown): { signature: `0x${string}` } | undefined
}

export async function createPolkadotSide(parameters: TestWalletConnectPolkadotParameters): Promise<PolkadotSide> {
  if (!parameters.chains.length) throw new Error('startTestWalletConnectWallet: polkadot needs at least one chain')
  for (const chain of parameters.chains) {
    if (!/^polkadot:[0-9a-f]{32}$/.test(chain)) throw new Error(`startTestWalletConnectWallet: ${chain} is not a polkadot CAIP-2 id`)
  }
  await cryptoWaitReady()
  const pair = new Keyring({ ss58Format: parameters.ss58Prefix ?? 42 }).addFromUri(parameters.uri, {}, parameters.type ?? 'sr25519')
  const chains = [...parameters.chains]
  return {
    address: pair.address,
    namespace: { chains, methods: [...TEST_WALLETCONNECT_POLKADOT_METHODS], events: [], accounts: chains.map((c) => `${c}:${pair.address}`) },
    answer(method, params) {
      if (method === 'polkadot_signMessage') {
        const { address, message } = (params ?? {}) as { address?: unknown; message?: unknown }
        requireOwn(pair, address)
        if (typeof message !== 'string') throw new Error('polkadot_signMessage: params.message must be a string')
        // As extensions do: `<Bytes>…</Bytes>` around the bytes, so a signed message can never be a transaction.
        return { signature: u8aToHex(pair.sign(u8aWrapBytes(message))) }
      }
      if (method === 'polkadot_signTransaction') {
        const { address, transactionPayload } = (params ?? {}) as { address?: unknown; transactionPayload?: unknown }
        requireOwn(pair, address)
        const decoded = decodeSignerPayload(transactionPayload)
        requireOwn(pair, decoded.json.address)
        return { signature: decoded.sign(pair) }
      }
      return undefined
    },
  }
}

/** The request's address must be this key's, under any prefix. */
function requireOwn(pair: KeyringPair, address: unknown): void {
  let same = false
  try {
    same = typeof address === 'string' && u8aEq(decodeAddress(address), pair.publicKey)
  } catch {
    // Not SS58 at all: refused below.
  }
  if (!same) throw new Error(`Unknown account: ${String(address)}`)
}
