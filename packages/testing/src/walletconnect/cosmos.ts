/**
 * The Cosmos side of the WalletConnect test wallet: the `cosmos` namespace it approves and the three methods of
 * WalletConnect's Cosmos RPC reference (cosmos_getAccounts, cosmos_signDirect, cosmos_signAmino), signed by cosmjs's
 * own HD wallets with one mnemonic's key, one bech32 address per chain.
 */
import type { StdSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { makeSignDoc } from '@cosmjs/proto-signing'
import { createAccountSigners, defaultTestCosmosMnemonic } from '../cosmos/keys'

export type TestWalletConnectCosmosParameters = {
  /** The account's mnemonic (m/44'/118'/0'/0/0). Defaults to @latch/local-cosmos's test account 0, `defaultTestCosmosMnemonic(0)`. */
  mnemonic?: string
  /** The chains offered (`cosmos:<chainId>`), each with the bech32 prefix its address is written with. */
  chains: readonly { chainId: string; prefix: string }[]
}

/** What the wallet answers in the `cosmos` namespace. */
export const TEST_WALLETCONNECT_COSMOS_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const

/** `cosmos_signDirect`'s sign doc as the reference writes it: bytes base64, the account number a decimal string. */
type WcDirectSignDoc = { chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }

export type CosmosSide = {
  /** The account's bech32 address on each chain, by chain id. */
  addresses: Record<string, string>
  /** The `cosmos` entry of the wallet's supported namespaces. */
  namespace: { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
  /** The result of a request on `chain` (`cosmos:<chainId>`), or undefined when the method is not one of ours. */
  answer(chain: string, method: string, params: unknown): Promise<unknown>
}

export async function createCosmosSide(parameters: TestWalletConnectCosmosParameters): Promise<CosmosSide> {
  if (!parameters.chains.length) throw new Error('startTestWalletConnectWallet: cosmos needs at least one chain')
  const signersFor = createAccountSigners(parameters.mnemonic ?? defaultTestCosmosMnemonic(0))
  const byChain = new Map(
    await Promise.all(
      parameters.chains.map(async ({ chainId, prefix }) => {
        const signers = await signersFor(prefix)
        const [account] = await signers.direct.getAccounts()
        if (!account) throw new Error(`startTestWalletConnectWallet: no cosmos account for ${prefix}`)
        return [`cosmos:${chainId}` as string, { ...signers, account }] as const
      }),
    ),
  )
  const chains = [...byChain.keys()]
  return {
    addresses: Object.fromEntries(parameters.chains.map(({ chainId }) => [chainId, byChain.get(`cosmos:${chainId}`)?.account.address ?? ''])),
    namespace: {
      chains,
      methods: [...TEST_WALLETCONNECT_COSMOS_METHODS],
      events: ['chainChanged', 'accountsChanged'],
      accounts: chains.map((c) => `${c}:${byChain.get(c)?.account.address}`),
    },
    async answer(chain, method, params) {
      const on = byChain.get(chain)
      if (!on || !(TEST_WALLETCONNECT_COSMOS_METHODS as readonly string[]).includes(method)) return undefined
      const { account } = on
      if (method === 'cosmos_getAccounts') return [{ algo: account.algo, address: account.address, pubkey: toBase64(account.pubkey) }]
      const { signerAddress, signDoc } = (params ?? {}) as { signerAddress?: unknown; signDoc?: unknown }
      // Another key's request is refused, never signed with this one.
      if (signerAddress !== account.address) throw new Error(`Unknown account: ${String(signerAddress)}`)
      if (typeof signDoc !== 'object' || signDoc === null) throw new Error(`${method}: params.signDoc is required`)
      if (method === 'cosmos_signDirect') {
        const doc = signDoc as WcDirectSignDoc
        if (!/^\d+$/.test(String(doc.accountNumber))) throw new Error('cosmos_signDirect: signDoc.accountNumber must be a decimal string')
        const { signature } = await on.direct.signDirect(account.address, makeSignDoc(fromBase64(doc.bodyBytes), fromBase64(doc.authInfoBytes), doc.chainId, BigInt(doc.accountNumber)))
        return { signature, signed: signDoc }
      }
      return await on.amino.signAmino(account.address, signDoc as StdSignDoc)
    },
  }
}
