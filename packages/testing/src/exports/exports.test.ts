import * as evmWallet from '@latch/testing/evm-wallet'
import * as playwright from '@latch/testing/playwright'
import * as solanaWallet from '@latch/testing/solana-wallet'
import * as walletconnectWallet from '@latch/testing/walletconnect-wallet'
import { expect, it } from 'vitest'

it('pins the public surface of each entry', () => {
  expect(Object.keys(solanaWallet).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_LOCAL_CHAIN",
      "SOLANA_CHAINS",
      "TestWalletError",
      "UserRejectedRequestError",
      "createSignInMessageText",
      "createTestSolanaWallet",
      "registerTestSolanaWallet",
    ]
  `)
  expect(Object.keys(evmWallet).sort()).toMatchInlineSnapshot(`
    [
      "ANVIL_ADDRESSES",
      "ANVIL_KEYS",
      "ANVIL_MNEMONIC",
      "Web3RequestKind",
      "approve",
      "createTestEvmWallet",
      "decline",
      "recordWalletCalls",
    ]
  `)
  expect(Object.keys(walletconnectWallet).sort()).toMatchInlineSnapshot(`
    [
      "TEST_WALLETCONNECT_METHODS",
      "startTestWalletConnectWallet",
    ]
  `)
  expect(Object.keys(playwright).sort()).toMatchInlineSnapshot(`
    [
      "installTestEvmWallet",
      "installTestSolanaWallet",
    ]
  `)
})
