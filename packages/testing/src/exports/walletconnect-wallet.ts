export {
  startTestWalletConnectWallet,
  TEST_WALLETCONNECT_METHODS,
  type StartTestWalletConnectWalletParameters,
  type TestWalletConnectWallet,
} from '../walletconnect/wallet'
export type { TestWalletConnectPolkadotParameters } from '../walletconnect/polkadot'
export type { TestWalletConnectBitcoinParameters } from '../walletconnect/bitcoin'
export type { TestWalletConnectCosmosParameters } from '../walletconnect/cosmos'
