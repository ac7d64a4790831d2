import { describeChainAdapter } from '@latch/core/conformance'
import { createTestPolkadotExtension } from '@latch/testing/polkadot-wallet'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll } from 'vitest'
import { kusama, polkadot } from './networks'
import { PolkadotAdapter } from './polkadotAdapter'
import { installFakeWindow } from './test/fakeWindow'

// Reads and transfers need a chain (@latch/local-polkadot, a later step): the adapter has neither group yet, so the
// suite's balance and transfer checks find them absent. Everything else runs against the real test extension.
const fake = installFakeWindow()
afterAll(() => fake.restore())
await cryptoWaitReady()

// //Alice (sr25519) and //Bob (ed25519), the test extension's default accounts, as Polkadot (prefix 0) spells them.
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB_GENERIC = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'
const onPolkadot = (address: string) => encodeAddress(address, 0)

describeChainAdapter('PolkadotAdapter', {
  create: () => new PolkadotAdapter({ reconnectWaitMs: 100 }),
  // Polkadot first, Kusama second: the switch must re-encode the address from prefix 0 to prefix 2.
  networks: [polkadot, kusama],
  async wallet() {
    const extension = await createTestPolkadotExtension()
    const uninstall = extension.install(fake.window)
    return {
      connectorId: extension.key,
      address: onPolkadot(ALICE_GENERIC),
      prompts: () => extension.control.prompts(),
      revoke: () => extension.control.revoke(),
      switchAccount() {
        extension.control.setAccounts([BOB_GENERIC, ALICE_GENERIC])
        return onPolkadot(BOB_GENERIC)
      },
      uninstall,
    }
  },
  addresses: {
    valid: [onPolkadot(ALICE_GENERIC), onPolkadot(BOB_GENERIC), '13UVJyLnbVp9RBZYFwFGyDvVd1y27Tt8tkntv6Q7JVPhFsTB'],
    invalid: [
      '',
      ALICE_GENERIC, // the same key under the generic prefix: not a Polkadot address
      encodeAddress(ALICE_GENERIC, 2), // nor under Kusama's
      '0x52908400098527886E0F7030069857D2E4169EE7',
      `${onPolkadot(ALICE_GENERIC).slice(0, -1)}0`,
      `${onPolkadot(ALICE_GENERIC).slice(0, -1)}${onPolkadot(ALICE_GENERIC).endsWith('5') ? '6' : '5'}`, // checksum
    ],
  },
  units: { decimals: 10, pairs: [[15_000_000_000n, '1.5'], [1n, '0.0000000001'], [0n, '0'], [420_000_000_000n, '42']], tooPrecise: '0.00000000001' },
  verifyMessage: async ({ message, signature, address }) => signatureVerify(new TextEncoder().encode(message), signature, address).isValid,
})
