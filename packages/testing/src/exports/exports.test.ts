import * as evmWallet from '@latch/testing/evm-wallet'
import * as playwright from '@latch/testing/playwright'
import * as axe from '@latch/testing/axe'
import * as solanaWallet from '@latch/testing/solana-wallet'
import * as walletconnectWallet from '@latch/testing/walletconnect-wallet'
import * as polkadotWallet from '@latch/testing/polkadot-wallet'
import * as polkadotPlaywright from '@latch/testing/polkadot-playwright'
import * as bitcoinWallet from '@latch/testing/bitcoin-wallet'
import * as bitcoinPlaywright from '@latch/testing/bitcoin-playwright'
import * as cosmosWallet from '@latch/testing/cosmos-wallet'
import * as cosmosPlaywright from '@latch/testing/cosmos-playwright'
import * as farcasterWallet from '@latch/testing/farcaster-wallet'
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
  expect(Object.keys(axe).sort()).toEqual(['WCAG_AA_TAGS', 'axeViolations'])
  expect(Object.keys(playwright).sort()).toMatchInlineSnapshot(`
    [
      "installTestEvmWallet",
      "installTestSolanaWallet",
    ]
  `)
  expect(Object.keys(polkadotWallet).sort()).toMatchInlineSnapshot(`
    [
      "TestExtensionError",
      "UserRejectedRequestError",
      "createTestPolkadotExtension",
    ]
  `)
  expect(Object.keys(polkadotPlaywright).sort()).toMatchInlineSnapshot(`
    [
      "installTestPolkadotExtension",
    ]
  `)
  expect(Object.keys(bitcoinWallet).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_NETWORKS",
      "BitcoinConnect",
      "BitcoinRpcErrorCode",
      "BitcoinSignMessage",
      "BitcoinSignTransaction",
      "BitcoinSwitchNetwork",
      "DEFAULT_PROVIDER_ID",
      "TestBitcoinWalletError",
      "UserRejectedRequestError",
      "WBIP_METHODS",
      "createTestBitcoinWallet",
      "defaultTestBitcoinKeys",
      "registerTestBitcoinWallet",
    ]
  `)
  expect(Object.keys(bitcoinPlaywright).sort()).toMatchInlineSnapshot(`
    [
      "installTestBitcoinWallet",
    ]
  `)
  expect(Object.keys(cosmosWallet).sort()).toMatchInlineSnapshot(`
    [
      "COSMOS_HD_PATH",
      "TestCosmosWalletError",
      "UserRejectedRequestError",
      "createTestCosmosWallet",
      "defaultTestCosmosMnemonic",
      "makeArbitrarySignDoc",
      "registerTestCosmosWallet",
      "verifyArbitrarySignature",
    ]
  `)
  expect(Object.keys(cosmosPlaywright).sort()).toMatchInlineSnapshot(`
    [
      "installTestCosmosWallet",
    ]
  `)
  expect(Object.keys(farcasterWallet).sort()).toMatchInlineSnapshot(`
    [
      "ID_REGISTRY_ADDRESS",
      "TestFarcasterWalletError",
      "createTestFarcasterWallet",
    ]
  `)
})
