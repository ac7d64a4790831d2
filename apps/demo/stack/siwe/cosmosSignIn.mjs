// Sign-in with a Cosmos account: Keplr-API wallets sign the UTF-8 text with ADR-036 (`signArbitrary`: an amino doc
// with one `sign/MsgSignData`, no chain id), and the adapter hands on the 64-byte signature in base64. The adapter's
// `/verify` entry recovers the key from it and checks that the key hashes to the signer's address.
import { verifyArbitraryMessage } from '@latch/adapter-cosmos/verify'

const BECH32_ACCOUNT = /^[a-z][a-z0-9]*1[02-9ac-hj-np-z]{38,58}$/

/** @type {import('./caip122.mjs').SignInScheme} */
export const cosmosSignIn = {
  kind: 'Cosmos',
  namespace: 'cosmos',
  isAddress: (address) => BECH32_ACCOUNT.test(address),
  // CAIP-5: the chain id itself (`cosmoshub-4`, `latch-local-1`).
  isChainReference: (reference) => /^[-a-zA-Z0-9]{1,32}$/.test(reference),
  async verify(text, signature, address) {
    try {
      return verifyArbitraryMessage({ signer: address, data: text, signature })
    } catch {
      return false
    }
  },
  // Bech32 is case-insensitive; lower case is canonical and all the parser admits.
  sameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
}
