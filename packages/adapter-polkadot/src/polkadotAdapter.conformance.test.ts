import { describeChainAdapter } from '@latch/core/conformance'
import { createTestPolkadotExtension } from '@latch/testing/polkadot-wallet'
import { Keyring } from '@polkadot/api'
import { cryptoWaitReady, encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { afterAll } from 'vitest'
import { polkadot } from './networks'
import { PolkadotAdapter } from './polkadotAdapter'
import { installFakeWindow } from './test/fakeWindow'
import { accountData, startLocalChain } from './test/localChain'

// describeChainAdapter reads the networks when it is called, so the chain must be up first. The balance and
// transfer checks run on @latch/local-polkadot; the rest against the real test extension, which signs the payloads.
const fake = installFakeWindow()
await cryptoWaitReady()
const chain = await startLocalChain()
afterAll(async () => {
  fake.restore()
  await chain.close()
})

// //Alice (sr25519) and //Bob (ed25519), the test extension's default accounts, as the local chain (prefix 2) spells them.
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB_GENERIC = '5GoNkf6WdbxCFnPdAnYYQyCjAKPJgLNxXwPjwTh6DGg6gN3E'
const onLocal = (address: string) => encodeAddress(address, chain.node.ss58Prefix)

describeChainAdapter('PolkadotAdapter', {
  create: () => new PolkadotAdapter({ reconnectWaitMs: 100, ss58Prefixes: chain.ss58Prefixes }),
  // The local chain first (prefix 2), Polkadot second: the switch must re-encode the address from prefix 2 to 0.
  networks: [chain.network, polkadot],
  async wallet() {
    const extension = await createTestPolkadotExtension()
    const uninstall = extension.install(fake.window)
    return {
      connectorId: extension.key,
      address: onLocal(ALICE_GENERIC),
      prompts: () => extension.control.prompts(),
      revoke: () => extension.control.revoke(),
      switchAccount() {
        extension.control.setAccounts([BOB_GENERIC, ALICE_GENERIC])
        return onLocal(BOB_GENERIC)
      },
      uninstall,
    }
  },
  addresses: {
    valid: [onLocal(ALICE_GENERIC), onLocal(BOB_GENERIC), 'FoQJpPyadYccjavVdTWxpxU7rUEaYhfLCPwXgkfD6Zat9QP'],
    invalid: [
      '',
      ALICE_GENERIC, // the same key under the generic prefix: not an address of this network
      encodeAddress(ALICE_GENERIC, 0), // nor under Polkadot's
      '0x52908400098527886E0F7030069857D2E4169EE7',
      `${onLocal(ALICE_GENERIC).slice(0, -1)}0`,
      `${onLocal(ALICE_GENERIC).slice(0, -1)}${onLocal(ALICE_GENERIC).endsWith('5') ? '6' : '5'}`, // checksum
    ],
  },
  units: { decimals: 12, pairs: [[1_500_000_000_000n, '1.5'], [1n, '0.000000000001'], [0n, '0'], [42_000_000_000_000n, '42']], tooPrecise: '0.0000000000001' },
  verifyMessage: async ({ message, signature, address }) => signatureVerify(new TextEncoder().encode(message), signature, address).isValid,
  transfer: {
    to: new Keyring({ type: 'sr25519', ss58Format: chain.node.ss58Prefix }).addFromUri('//LatchConformanceReceiver').address,
    amount: 2n * 10n ** 12n,
    symbol: chain.node.symbol,
    decimals: chain.node.decimals,
    balanceOf: async (address) => (await accountData(chain.api, address)).free,
  },
  timeoutMs: 30_000,
})
