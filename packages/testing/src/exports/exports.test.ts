import * as playwright from '@latch/testing/playwright'
import * as solanaWallet from '@latch/testing/solana-wallet'
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
  expect(Object.keys(playwright).sort()).toMatchInlineSnapshot(`
    [
      "installTestSolanaWallet",
    ]
  `)
})
