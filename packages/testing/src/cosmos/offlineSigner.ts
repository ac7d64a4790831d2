import type { AccountData, AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino'
import type { DirectSignResponse, OfflineDirectSigner } from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { TestCosmosWalletError } from './errors'

/** What the offline signers need of the Keplr face. */
type SigningFace = {
  getKey(chainId: string): Promise<{ bech32Address: string; algo: string; pubKey: Uint8Array }>
  signAmino(chainId: string, signer: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  signDirect(chainId: string, signer: string, signDoc: SignDoc): Promise<DirectSignResponse>
}

/** Keplr's `CosmJSOfflineSignerOnlyAmino`: the account is `getKey`'s, and signing goes through the wallet's prompts. */
export function createAminoSigner(face: SigningFace, chainId: string): OfflineAminoSigner & { chainId: string } {
  const requireSigner = async (signerAddress: string) => {
    const key = await face.getKey(chainId)
    if (key.bech32Address !== signerAddress) throw new TestCosmosWalletError('Unknown signer address')
  }
  return {
    chainId,
    async getAccounts(): Promise<AccountData[]> {
      const key = await face.getKey(chainId)
      return [{ address: key.bech32Address, algo: 'secp256k1', pubkey: key.pubKey }]
    },
    async signAmino(signerAddress, signDoc) {
      if (signDoc.chain_id !== chainId) throw new TestCosmosWalletError('Unmatched chain id with the offline signer')
      await requireSigner(signerAddress)
      return face.signAmino(chainId, signerAddress, signDoc)
    },
  }
}

/** Keplr's `CosmJSOfflineSigner`: amino and direct, which SigningStargateClient prefers. */
export function createOfflineSigner(face: SigningFace, chainId: string): OfflineAminoSigner & OfflineDirectSigner & { chainId: string } {
  const amino = createAminoSigner(face, chainId)
  return {
    ...amino,
    async signDirect(signerAddress, signDoc) {
      if (signDoc.chainId !== chainId) throw new TestCosmosWalletError('Unmatched chain id with the offline signer')
      const key = await face.getKey(chainId)
      if (key.bech32Address !== signerAddress) throw new TestCosmosWalletError('Unknown signer address')
      return face.signDirect(chainId, signerAddress, signDoc)
    },
  }
}
