/** One real anvil per test file, and an in-memory database, for the handler and end-to-end tests. */
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { type BaseWallet, hexlify, randomBytes } from 'ethers'
import { registrationMessage } from '../name/registrationMessage'

export type { DevAnvil }
export { startDevAnvil }

/** Anvil's first funded dev account: pays for test deployments. */
export const ANVIL_FUNDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** The gateway's signing key in tests (anvil's second dev key; it never holds anything that matters). */
export const TEST_SIGNER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9c86dae88c7a3ad3e2b6d3c3c8b5a1'

/** A body for POST /v1/names: `wallet` signs a registration of `name` under `parent`, valid for five minutes. */
export async function signedRegistration(wallet: BaseWallet, name: string, parent = 'latch.id', overrides: { expiry?: Date; nonce?: string; address?: string } = {}) {
  const message = registrationMessage({
    name,
    parent,
    address: overrides.address ?? wallet.address,
    expiry: overrides.expiry ?? new Date(Date.now() + 5 * 60_000),
    nonce: overrides.nonce ?? hexlify(randomBytes(16)),
  })
  return { message, signature: await wallet.signMessage(message) }
}
