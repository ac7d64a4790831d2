/**
 * A remote wallet (a WalletConnect session, the embedded wallet) as a CosmosWallet, over WalletConnect's cosmos
 * methods: `cosmos_getAccounts` (`[{ address, algo, pubkey }]`, the key base64), `cosmos_signDirect` (the sign doc's
 * bytes base64, its account number a decimal string) and `cosmos_signAmino` (the amino sign doc as is); each answers
 * `{ signed, signature }`. ADR-036 goes as `cosmos_signAmino` of the ADR-036 sign doc, which is what it is. Loaded
 * with the first `remote.attach`.
 */
import type { AminoSignResponse, OfflineAminoSigner, StdSignature, StdSignDoc } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'
import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { toWalletError } from '../errors'
import { makeArbitrarySignDoc } from '../verify/signDoc'
import type { CosmosWallet, KeplrKey } from '../wallet/types'

interface WcAccount {
  address: string
  algo?: string
  pubkey: string
}

interface WcSigned<S> {
  signed: S
  signature: StdSignature
}

export function transportWallet(transport: RemoteWalletTransport): CosmosWallet {
  const caip = (chainId: string): CaipNetworkId => `cosmos:${chainId}`
  const request = (chainId: string, method: string, params: unknown) =>
    transport.request({ method, params, caipNetworkId: caip(chainId) }).catch((e: unknown) => Promise.reject(toWalletError(e)))

  async function getKey(chainId: string): Promise<KeplrKey> {
    const answer = (await request(chainId, 'cosmos_getAccounts', {})) as WcAccount[]
    // The session's account for this chain, which the wallet lists first.
    const sessionAccount = transport.accounts.map((a) => a.slice(a.lastIndexOf(':') + 1))
    const account = (Array.isArray(answer) ? answer : []).find((a) => sessionAccount.includes(a.address)) ?? (Array.isArray(answer) ? answer[0] : undefined)
    if (!account?.address) throw new Error(`The wallet shares no account on ${chainId}`)
    return { algo: account.algo ?? 'secp256k1', pubKey: fromBase64(account.pubkey), bech32Address: account.address }
  }

  function signer(chainId: string): OfflineAminoSigner & OfflineDirectSigner {
    return {
      async getAccounts() {
        const key = await getKey(chainId)
        return [{ address: key.bech32Address, algo: key.algo as 'secp256k1', pubkey: key.pubKey }]
      },
      async signDirect(signerAddress, signDoc): Promise<DirectSignResponse> {
        const params = {
          signerAddress,
          signDoc: { chainId: signDoc.chainId, accountNumber: signDoc.accountNumber.toString(), authInfoBytes: toBase64(signDoc.authInfoBytes), bodyBytes: toBase64(signDoc.bodyBytes) },
        }
        const answer = (await request(chainId, 'cosmos_signDirect', params)) as WcSigned<{ chainId: string; accountNumber: string; authInfoBytes: string; bodyBytes: string }>
        const signed = answer.signed ?? params.signDoc
        return {
          signed: { chainId: signed.chainId, accountNumber: BigInt(signed.accountNumber), authInfoBytes: fromBase64(signed.authInfoBytes), bodyBytes: fromBase64(signed.bodyBytes) },
          signature: answer.signature,
        }
      },
      async signAmino(signerAddress, signDoc): Promise<AminoSignResponse> {
        const answer = (await request(chainId, 'cosmos_signAmino', { signerAddress, signDoc })) as WcSigned<StdSignDoc>
        return { signed: answer.signed ?? signDoc, signature: answer.signature }
      },
    }
  }

  return {
    provider: transport,
    // The session was approved where it was made: nothing to enable.
    async enable() {},
    getKey,
    offlineSigner: async (chainId) => signer(chainId),
    async signArbitrary(chainId, signerAddress, data) {
      const doc = makeArbitrarySignDoc(signerAddress, data)
      const answer = (await request(chainId, 'cosmos_signAmino', { signerAddress, signDoc: doc })) as WcSigned<StdSignDoc>
      return answer.signature
    },
    onKeyChange(listener) {
      return transport.onEvent((event) => {
        if (event.name === 'accountsChanged') listener()
      })
    },
    async disable() {},
  }
}
