import { type AminoSignResponse, type OfflineAminoSigner, type StdSignature, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { fromBech32, fromUtf8, toBase64 } from '@cosmjs/encoding'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { BECH32_LIMIT, makeArbitrarySignDoc, verifyArbitrarySignature } from './arbitrary'
import type { TestCosmosChainInfo } from './chains'
import type { WalletCore } from './core'
import { TestCosmosWalletError } from './errors'
import { createAminoSigner, createOfflineSigner } from './offlineSigner'
import { type KeplrBroadcastMode, sendTx } from './sendTx'

/** Keplr's `Key`: what `getKey` answers for the current account on one chain. */
export type KeplrKey = {
  name: string
  algo: 'secp256k1'
  pubKey: Uint8Array
  /** The 20-byte account address the bech32 address encodes. */
  address: Uint8Array
  bech32Address: string
  ethereumHexAddress: string
  isNanoLedger: boolean
  isKeystone: boolean
}

/** Keplr takes a Long (or anything with a decimal `toString`); cosmjs signs with a bigint. */
export type KeplrAccountNumber = bigint | number | string | { toString(): string }

/** `signDirect`'s sign doc as Keplr takes it: every field optional, the account number in the caller's integer type. */
export type KeplrDirectSignDoc<N extends KeplrAccountNumber = KeplrAccountNumber> = {
  bodyBytes?: Uint8Array | null
  authInfoBytes?: Uint8Array | null
  chainId?: string | null
  accountNumber?: N | null
}

export type KeplrDirectSignResponse<N extends KeplrAccountNumber = KeplrAccountNumber> = {
  signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: N | bigint }
  signature: StdSignature
}

/** Keplr's sign options; the test wallet never changes a fee or memo, so they change nothing. */
export type KeplrSignOptions = { preferNoSetFee?: boolean; preferNoSetMemo?: boolean; disableBalanceCheck?: boolean }

export type KeplrSettledResponse<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: Error }

function bodySummary(bodyBytes: Uint8Array): { messages: string[]; memo: string } {
  try {
    const body = TxBody.decode(bodyBytes)
    return { messages: body.messages.map((m) => m.typeUrl), memo: body.memo }
  } catch (cause) {
    throw new TestCosmosWalletError('signDirect: bodyBytes is not a TxBody.', { cause })
  }
}

/** The methods of `window.keplr` (@keplr-wallet/types 0.13's `Keplr`) the test wallet answers. */
export function createKeplrFace(core: WalletCore, options: { version: string; accountName: (index: number) => string }) {
  const getKey = async (chainId: string): Promise<KeplrKey> => {
    core.requireEnabled(chainId)
    const account = await core.account(chainId)
    return {
      name: options.accountName(core.accountIndex()),
      algo: 'secp256k1',
      pubKey: account.pubkey,
      address: fromBech32(account.address, BECH32_LIMIT).data,
      bech32Address: account.address,
      ethereumHexAddress: '',
      isNanoLedger: false,
      isKeystone: false,
    }
  }

  const face = {
    version: options.version,
    mode: 'extension' as const,
    defaultOptions: {} as { sign?: KeplrSignOptions },
    async ping(): Promise<void> {},
    async enable(chainIds: string | string[]): Promise<void> {
      await core.enable(typeof chainIds === 'string' ? [chainIds] : chainIds)
    },
    async disable(chainIds?: string | string[]): Promise<void> {
      core.disable(typeof chainIds === 'string' ? [chainIds] : chainIds)
    },
    async experimentalSuggestChain(chainInfo: TestCosmosChainInfo): Promise<void> {
      await core.suggestChain(chainInfo)
    },
    getKey,
    async getKeysSettled(chainIds: string[]): Promise<KeplrSettledResponse<KeplrKey>[]> {
      const settled = await Promise.allSettled(chainIds.map(getKey))
      return settled.map((s) => (s.status === 'fulfilled' ? s : { status: 'rejected', reason: s.reason as Error }))
    },
    async signDirect<N extends KeplrAccountNumber>(chainId: string, signer: string, signDoc: KeplrDirectSignDoc<N>, _signOptions?: KeplrSignOptions): Promise<KeplrDirectSignResponse<N>> {
      const { direct } = await core.requireSigner(chainId, signer)
      if (signDoc.chainId !== chainId) throw new TestCosmosWalletError('Chain id in the message is not matched with the requested chain id')
      const bodyBytes = signDoc.bodyBytes ?? new Uint8Array()
      const authInfoBytes = signDoc.authInfoBytes ?? new Uint8Array()
      const accountNumber = BigInt((signDoc.accountNumber ?? 0).toString())
      await core.ask({ method: 'signDirect', chainId, signer, ...bodySummary(bodyBytes) })
      const { signature } = await direct.signDirect(signer, { bodyBytes, authInfoBytes, chainId, accountNumber })
      // Keplr hands back the account number as it came (a Long from cosmjs' older clients, a bigint from newer ones).
      return { signed: { bodyBytes, authInfoBytes, chainId, accountNumber: signDoc.accountNumber ?? accountNumber }, signature }
    },
    async signAmino(chainId: string, signer: string, signDoc: StdSignDoc, _signOptions?: KeplrSignOptions): Promise<AminoSignResponse> {
      const { amino } = await core.requireSigner(chainId, signer)
      if (signDoc.chain_id !== chainId) throw new TestCosmosWalletError('Chain id in the message is not matched with the requested chain id')
      await core.ask({ method: 'signAmino', chainId, signer, messages: signDoc.msgs.map((m) => m.type), memo: signDoc.memo, detail: fromUtf8(serializeSignDoc(signDoc)) })
      return amino.signAmino(signer, signDoc)
    },
    /** ADR-036: an amino signature of a `sign/MsgSignData` doc with no chain id, never a transaction. */
    async signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature> {
      const { amino } = await core.requireSigner(chainId, signer)
      await core.ask({ method: 'signArbitrary', chainId, signer, detail: typeof data === 'string' ? data : toBase64(data) })
      return (await amino.signAmino(signer, makeArbitrarySignDoc(signer, data))).signature
    },
    async verifyArbitrary(chainId: string, signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean> {
      core.requireEnabled(chainId)
      return verifyArbitrarySignature(signer, data, signature)
    },
    /** Broadcasts signed tx bytes (never asked: the user approved the signature); answers the tx hash's bytes. */
    async sendTx(chainId: string, tx: Uint8Array, mode: KeplrBroadcastMode): Promise<Uint8Array> {
      return sendTx(core.requireEnabled(chainId).rpc, tx, mode)
    },
    getOfflineSigner(chainId: string, _signOptions?: KeplrSignOptions): OfflineAminoSigner & OfflineDirectSigner & { chainId: string } {
      return createOfflineSigner(face, chainId)
    },
    getOfflineSignerOnlyAmino(chainId: string, _signOptions?: KeplrSignOptions): OfflineAminoSigner & { chainId: string } {
      return createAminoSigner(face, chainId)
    },
    /** Keplr answers amino-only for a Ledger key; this wallet's keys are software keys, so always direct and amino. */
    async getOfflineSignerAuto(chainId: string, _signOptions?: KeplrSignOptions): Promise<OfflineAminoSigner & OfflineDirectSigner & { chainId: string }> {
      core.requireEnabled(chainId)
      return createOfflineSigner(face, chainId)
    },
  }
  return face
}

export type KeplrFace = ReturnType<typeof createKeplrFace>
