export { createTestBitcoinWallet, type CreateTestBitcoinWalletParameters, type TestBitcoinWallet, type TestBitcoinWalletControl, type TestWalletStorage } from '../bitcoin/wallet'
export { registerTestBitcoinWallet } from '../bitcoin/register'
export { defaultTestBitcoinKeys, type BitcoinAddressPurpose, type TestBitcoinAccountKeys, type TestBitcoinKey } from '../bitcoin/keys'
export { BITCOIN_NETWORKS, type TestBitcoinNetwork } from '../bitcoin/networks'
export {
  BitcoinConnect,
  BitcoinSignMessage,
  BitcoinSignTransaction,
  BitcoinSwitchNetwork,
  type TestBitcoinWalletFeatures,
  type BitcoinConnectInput,
  type BitcoinSignMessageInput,
  type BitcoinSignMessageOutput,
  type BitcoinSignTransactionInput,
  type BitcoinSignTransactionOutput,
  type BitcoinInputToSign,
} from '../bitcoin/standardFeatures'
export { DEFAULT_PROVIDER_ID, WBIP_METHODS, type TestBitcoinProvider, type WbipAddress, type WbipProviderInfo, type WbipResponse } from '../bitcoin/provider'
export type { BitcoinSigHashFlag } from '../bitcoin/psbt'
export type { MessageSigningProtocol } from '../bitcoin/messages'
export { BitcoinRpcErrorCode, UserRejectedRequestError, TestBitcoinWalletError } from '../bitcoin/errors'
export type { TestBitcoinWalletMode, TestBitcoinWalletDecision, TestBitcoinWalletRequest, TestBitcoinWalletMethod, OnTestBitcoinWalletRequest } from '../bitcoin/policy'
