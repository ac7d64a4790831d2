/**
 * Wallet errors mapped at the boundary (STYLE: "map wallet RPC errors to core's typed errors").
 * Catalogue errors (spec §8) come from @latch/core; the few adapter-only failures below extend
 * core's LatchError so callers handle one error family.
 */
import { ChainNotSupportedError, LatchError, UserRejectedRequestError } from '@latch/core'
import { providerErrorCode, USER_REJECTED } from './providerErrorCode'

/** 4001 becomes UserRejectedRequestError; every other wallet error passes through untouched. */
export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  return providerErrorCode(error) === USER_REJECTED ? new UserRejectedRequestError({ cause: error }) : error
}

/** Adding a chain failed: 'Chain is not supported' (spec §8), unless the user simply said no. */
export function toChainNotSupportedError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  return providerErrorCode(error) === USER_REJECTED
    ? new UserRejectedRequestError({ cause: error })
    : new ChainNotSupportedError({ cause: error })
}

export class ConnectorNotFoundError extends LatchError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId: string) {
    super({
      code: 'EVM_CONNECTOR_NOT_FOUND',
      shortMessage: 'Wallet not found',
      longMessage: `No EVM wallet with id "${connectorId}" is available in this browser.`,
    })
  }
}

export class NoAccountsError extends LatchError {
  override name = 'NoAccountsError'
  constructor(connectorId: string) {
    super({
      code: 'EVM_NO_ACCOUNTS',
      shortMessage: 'No account',
      longMessage: `The wallet "${connectorId}" connected but shared no account.`,
    })
  }
}

export class ProviderNotConnectedError extends LatchError {
  override name = 'ProviderNotConnectedError'
  constructor() {
    super({
      code: 'EVM_PROVIDER_NOT_CONNECTED',
      shortMessage: 'Wallet not connected',
      longMessage: 'Connect an EVM wallet before signing, sending or switching network.',
    })
  }
}

export class UnknownEvmNetworkError extends LatchError {
  override name = 'UnknownEvmNetworkError'
  constructor(caipNetworkId: string) {
    super({
      code: 'EVM_NETWORK_UNKNOWN',
      shortMessage: 'Network Not Found',
      longMessage: `The network ${caipNetworkId} is not one of the EVM networks this app was set up with.`,
    })
  }
}

export class InvalidEvmAddressError extends LatchError {
  override name = 'InvalidEvmAddressError'
  constructor(address: string) {
    super({
      code: 'EVM_INVALID_ADDRESS',
      shortMessage: 'Invalid address',
      longMessage: `"${address}" is not an EVM address (40 hex digits, optional 0x prefix).`,
    })
  }
}

export class RpcUnavailableError extends LatchError {
  override name = 'RpcUnavailableError'
  constructor({ chainId, urls, cause }: { chainId: number; urls: readonly string[]; cause: unknown[] }) {
    super({
      code: 'EVM_RPC_UNAVAILABLE',
      shortMessage: 'Network unreachable',
      longMessage: `None of the ${urls.length} RPC endpoint(s) of chain ${chainId} answered.`,
      cause,
    })
  }
}
