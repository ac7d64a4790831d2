// Public API of @latch/adapter-evm. The list is pinned by index.test.ts.
export { EvmAdapter } from '../evmAdapter'
export {
  ConnectorNotFoundError,
  InvalidEvmAddressError,
  NoAccountsError,
  ProviderNotConnectedError,
  RpcUnavailableError,
  UnknownEvmNetworkError,
} from '../errors'
export { formatUnits, parseUnits } from '../units'
export type { Eip1193Provider, Eip1193RequestArguments, Eip6963ProviderDetail, Eip6963ProviderInfo, EvmAdapterOptions } from '../types'
