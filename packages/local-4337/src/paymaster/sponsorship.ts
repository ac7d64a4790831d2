/**
 * What the verifying paymaster signs: `abi.encode(uint48 validUntil, uint48 validAfter) ++ signature`, the
 * signature over the contract's own `getHash` of the packed op (asked on-chain, so our hashing cannot drift
 * from the contract's), as an Ethereum signed message (the contract checks `toEthSignedMessageHash`).
 */
import { AbiCoder, concat, getBytes, toQuantity, Wallet, ZeroHash } from 'ethers'
import { type PackedUserOperation, packUserOperation, type RpcUserOperation } from '../userOperation'

/** The four ERC-7677 fields a wallet copies into its UserOperation. */
export interface PaymasterFields {
  paymaster: string
  paymasterData: string
  paymasterVerificationGasLimit: string
  paymasterPostOpGasLimit: string
}

/**
 * Gas for `validatePaymasterUserOp` (abi decode, getHash, one ecrecover: ~35k measured with margin). The
 * post-op limit is 0: the contract returns no context, so the EntryPoint never calls postOp, and v0.7
 * charges a penalty on unused post-op gas.
 */
export const PAYMASTER_VERIFICATION_GAS_LIMIT = 100_000n
export const PAYMASTER_POST_OP_GAS_LIMIT = 0n

export interface SponsorshipOptions {
  /** The paymaster contract's address. */
  address: string
  /** `VerifyingPaymaster.getHash`, called on the chain. */
  getHash: (op: PackedUserOperation, validUntil: number, validAfter: number) => Promise<string>
  signer: Wallet
  /** Seconds a signature stays valid, counted from the chain's latest block (anvil's clock can be moved). */
  validityS: number
  /** The chain's time, in seconds. */
  chainTime: () => Promise<number>
}

export class Sponsorship {
  // A real signature by a random key: the right shape, so ECDSA.recover returns some address (a signature
  // failure the bundler's estimate ignores) instead of reverting, as 65 zero bytes would.
  readonly #dummySignature = new Wallet(Wallet.createRandom().privateKey).signingKey.sign(ZeroHash).serialized

  constructor(readonly options: SponsorshipOptions) {}

  async stub(): Promise<PaymasterFields> {
    const { validUntil, validAfter } = await this.#window()
    return this.#fields(validUntil, validAfter, this.#dummySignature)
  }

  async sign(op: RpcUserOperation): Promise<PaymasterFields> {
    const { validUntil, validAfter } = await this.#window()
    const draft = { ...op, ...this.#fields(validUntil, validAfter, this.#dummySignature) }
    const hash = await this.options.getHash(packUserOperation(draft), validUntil, validAfter)
    const signature = await this.options.signer.signMessage(getBytes(hash))
    return this.#fields(validUntil, validAfter, signature)
  }

  async #window() {
    return { validUntil: (await this.options.chainTime()) + this.options.validityS, validAfter: 0 }
  }

  #fields(validUntil: number, validAfter: number, signature: string): PaymasterFields {
    return {
      paymaster: this.options.address,
      paymasterData: concat([AbiCoder.defaultAbiCoder().encode(['uint48', 'uint48'], [validUntil, validAfter]), signature]),
      paymasterVerificationGasLimit: toQuantity(PAYMASTER_VERIFICATION_GAS_LIMIT),
      paymasterPostOpGasLimit: toQuantity(PAYMASTER_POST_OP_GAS_LIMIT),
    }
  }
}
