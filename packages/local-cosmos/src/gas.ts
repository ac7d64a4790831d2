/**
 * Gas this chain charges. Not the SDK's store-access metering: a fixed formula of the same order (a bank send costs
 * about 70,000 on a real chain), deterministic so a simulation gives exactly what the signed transaction will use.
 * It depends only on what a simulation already has (body bytes, signers, messages), not on signatures or the fee.
 */
export const GAS = {
  base: 40_000n,
  /** The SDK's `TxSizeCostPerByte` default. */
  perBodyByte: 10n,
  /** The SDK's `SigVerifyCostSecp256k1` default. */
  perSigner: 1_000n,
  perMessage: 25_000n,
} as const

export function gasUsed(bodyBytes: number, signers: number, messages: number): bigint {
  return GAS.base + GAS.perBodyByte * BigInt(bodyBytes) + GAS.perSigner * BigInt(signers) + GAS.perMessage * BigInt(messages)
}
