// Public API of @latch/adapter-evm. The list is pinned by index.test.ts.
export { EvmAdapter } from '../evmAdapter'
// The generic adapter errors are core's (with `namespace: 'eip155'`); re-exported so dapps catch them from here.
// Those only lazily loaded code raises (InvalidAddressError, RpcUnavailableError) come from @latch/core/errors and
// @latch/core/rpc, so they stay out of the first bundle.
export { ConnectorNotFoundError, NoAccountsError, ProviderNotConnectedError, UnknownNetworkError } from '@latch/core'
export { formatUnits, parseUnits } from '../units'
export type { Eip1193Provider, Eip1193RequestArguments, Eip6963ProviderDetail, Eip6963ProviderInfo, EvmAdapterOptions } from '../types'
