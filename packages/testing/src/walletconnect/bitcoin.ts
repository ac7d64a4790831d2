/**
 * The Bitcoin side of the WalletConnect test wallet: the `bip122` namespace it approves and the four methods of
 * WalletConnect's Bitcoin RPC reference (getAccountAddresses, signMessage, signPsbt, sendTransfer), answered by the
 * same wallet core as the kit's injected Bitcoin wallet, with real keys.
 */
import { createWalletCore } from '../bitcoin/core'
import { bytesToBase64, bytesToHex, defaultTestBitcoinKeys, type DerivedAddress, type TestBitcoinAccountKeys } from '../bitcoin/keys'
import { BITCOIN_NETWORKS, type TestBitcoinNetwork } from '../bitcoin/networks'
import { createBitcoinWalletPolicy } from '../bitcoin/policy'

export type TestWalletConnectBitcoinParameters = {
  /** The account's keys (payment P2WPKH, ordinals P2TR). Defaults to @latch/local-bitcoin's alice. */
  keys?: TestBitcoinAccountKeys
  /** Defaults to `regtest`. */
  network?: TestBitcoinNetwork
  /** An Esplora REST root (@latch/local-bitcoin's URL): `sendTransfer` and `signPsbt` with `broadcast` need it. */
  esploraUrl?: string
}

/** What the wallet answers in the `bip122` namespace. */
export const TEST_WALLETCONNECT_BITCOIN_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const

export type BitcoinSide = {
  /** The payment (P2WPKH) and ordinals (P2TR) addresses. */
  addresses: { payment: string; ordinals: string }
  /** The `bip122` entry of the wallet's supported namespaces. */
  namespace: { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  /** The result of a bip122 request, or undefined when the method is not one of ours. */
  answer(method: string, params: unknown): Promise<unknown>
}

const fromBase64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0))

/** WalletConnect names the ordinals address's purpose `ordinal`. */
const wcAddress = (a: DerivedAddress) => ({ address: a.address, publicKey: bytesToHex(a.publicKey), intention: a.purpose === 'ordinals' ? 'ordinal' : 'payment' })

export async function createBitcoinSide(parameters: TestWalletConnectBitcoinParameters): Promise<BitcoinSide> {
  const network = parameters.network ?? 'regtest'
  // A session is the authorisation: every request is approved, as the paired phone's user would.
  const core = createWalletCore({
    accountKeys: [parameters.keys ?? defaultTestBitcoinKeys(0)],
    network,
    policy: createBitcoinWalletPolicy('approve'),
    storageKey: 'walletconnect',
    storage: null,
    authorized: true,
    ...(parameters.esploraUrl ? { esploraUrl: parameters.esploraUrl } : {}),
  })
  const [payment, ordinals] = (await core.connect(['payment', 'ordinals'], 'walletconnect')) as [DerivedAddress, DerivedAddress]
  const chain = BITCOIN_NETWORKS[network].caipNetworkId
  return {
    addresses: { payment: payment.address, ordinals: ordinals.address },
    namespace: {
      chains: [chain],
      methods: [...TEST_WALLETCONNECT_BITCOIN_METHODS],
      events: ['bip122_addressesChanged'],
      accounts: [`${chain}:${payment.address}`, `${chain}:${ordinals.address}`],
    },
    async answer(method, params) {
      const p = (params ?? {}) as Record<string, unknown>
      if (method === 'getAccountAddresses') {
        const intentions = Array.isArray(p.intentions) ? p.intentions : ['payment', 'ordinal']
        return [payment, ordinals].map(wcAddress).filter((a) => intentions.includes(a.intention))
      }
      if (method === 'signMessage') {
        if (typeof p.address !== 'string' || typeof p.message !== 'string') throw new Error('signMessage: params.address and params.message must be strings')
        const protocol = p.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322'
        const signed = await core.signMessage(p.address, new TextEncoder().encode(p.message), protocol, 'walletconnect')
        return { address: signed.address, signature: signed.signature, messageHash: signed.messageHash }
      }
      if (method === 'signPsbt') {
        if (typeof p.psbt !== 'string') throw new Error('signPsbt: params.psbt must be base64')
        const inputs = Array.isArray(p.signInputs) ? (p.signInputs as { address?: string; index: number }[]).map((i) => ({ index: i.index, ...(i.address ? { address: i.address } : {}) })) : undefined
        const { psbt, txid } = await core.signPsbt(fromBase64(p.psbt), inputs, { broadcast: p.broadcast === true, chain }, 'walletconnect')
        return { psbt: bytesToBase64(psbt.toBuffer()), ...(txid ? { txid } : {}) }
      }
      if (method === 'sendTransfer') {
        const amount = Number(p.amount)
        if (typeof p.recipientAddress !== 'string' || !Number.isSafeInteger(amount) || amount <= 0) throw new Error('sendTransfer: params.recipientAddress and a whole-satoshi params.amount are required')
        return { txid: await core.sendTransfer([{ address: p.recipientAddress, amount }], 'walletconnect') }
      }
      return undefined
    },
  }
}
