/**
 * A first, cheap check that an address could belong to the network, so an obvious mistake (an EVM address for
 * Solana) is refused before a provider is asked. Deep validation (EIP-55 checksums, bech32 checksums, base58 decoding
 * to 32 bytes) is the provider's: each validates the address it delivers to, and a checksum here would add nothing
 * it does not do.
 */
const SHAPES: Record<string, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  // base58 public keys: 32 bytes encode to 32–44 characters.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  // legacy/P2SH base58, or bech32/bech32m (bc1…, tb1…, bcrt1…), lowercase or uppercase.
  bip122: /^([13mn2][1-9A-HJ-NP-Za-km-z]{25,39}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|(BC|TB|BCRT)1[02-9AC-HJ-NP-Z]{8,87})$/,
  // bech32 with the chain's prefix (cosmos1…, osmo1…).
  cosmos: /^[a-z]{1,83}1[02-9ac-hj-np-z]{38,58}$/,
  // SS58: base58, 47–48 characters for the common 32-byte accounts.
  polkadot: /^[1-9A-HJ-NP-Za-km-z]{46,48}$/,
}

/** Whether `address` has the shape of an account on `caipNetworkId`'s namespace (other namespaces: no whitespace, ≤ 128). */
export function isPlausibleAddress(caipNetworkId: string, address: string): boolean {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const shape = SHAPES[namespace]
  return shape ? shape.test(address) : /^\S{1,128}$/.test(address)
}
