/**
 * Failures every adapter can meet, declared once with the namespace they happened on (wagmi's
 * `errors/connector.ts`), so five adapters do not each declare look-alike classes. The ones only lazily loaded
 * adapter code raises live apart, so the first bundle does not carry them: `InvalidAddressError` (errors/input.ts,
 * from `@latch/core/errors`) and `RpcUnavailableError` (errors/rpcUnavailable.ts, from `@latch/core/errors` and `@latch/core/rpc`).
 */
import type { ChainNamespace } from '../types/chain'
import { LatchError } from './base'

// Apart because every adapter's synchronous parseUnits raises it: the first bundle carries none of the others.
export { InvalidAmountError } from './invalidAmount'

import { familyName } from '../constants'

abstract class NamespacedError extends LatchError {
  readonly namespace: ChainNamespace | undefined
  constructor(namespace: ChainNamespace | undefined, code: string, shortMessage: string, longMessage: string, cause?: unknown) {
    super({ code, shortMessage, longMessage, cause })
    this.namespace = namespace
  }
}

export class ConnectorNotFoundError extends NamespacedError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string
  /** `namespace` is absent when the connector was looked for across all of them. */
  constructor({ namespace, connectorId }: { namespace?: ChainNamespace; connectorId: string }) {
    const kind = namespace ? `${familyName(namespace)} wallet` : 'wallet'
    super(namespace, 'CONNECTOR_NOT_FOUND', 'Wallet not found', `No ${kind} with id "${connectorId}" is available in this browser.`)
    this.connectorId = connectorId
  }
}

export class NoAccountsError extends NamespacedError {
  override name = 'NoAccountsError'
  constructor({ namespace, connectorId }: { namespace: ChainNamespace; connectorId: string }) {
    super(namespace, 'NO_ACCOUNTS', 'No account', `The wallet "${connectorId}" connected but shared no ${familyName(namespace)} account.`)
  }
}

export class ProviderNotConnectedError extends NamespacedError {
  override name = 'ProviderNotConnectedError'
  constructor({ namespace }: { namespace: ChainNamespace }) {
    super(namespace, 'PROVIDER_NOT_CONNECTED', 'Wallet not connected', `Connect a ${familyName(namespace)} wallet first.`)
  }
}

export class UnknownNetworkError extends NamespacedError {
  override name = 'UnknownNetworkError'
  constructor({ namespace, caipNetworkId }: { namespace: ChainNamespace; caipNetworkId: string }) {
    super(namespace, 'NETWORK_UNKNOWN', 'Network Not Found', `The network ${caipNetworkId} is not one of this app’s ${familyName(namespace)} networks.`)
  }
}

/** The namespace's adapter has no such capability (typed-data signing on solana, transfers on a connect-only adapter). */
export class CapabilityNotSupportedError extends NamespacedError {
  override name = 'CapabilityNotSupportedError'
  constructor({ namespace, capability }: { namespace: ChainNamespace; capability: string }) {
    super(namespace, 'CAPABILITY_NOT_SUPPORTED', 'Not available on this network', `${capability} is not available on ${familyName(namespace)} networks.`)
  }
}

