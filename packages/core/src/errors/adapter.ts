/**
 * Errors of the adapter boundary and of the instance API (spec §8 "Other messages"). Two of the catalogue's have
 * no class, because they cannot happen in Latch's design:
 * - 'ConnectionControllerClient and NetworkControllerClient must be set': createLatch sets every adapter up before
 *   it returns, so no instance can be used before its adapters are (the original's controllers could).
 * - 'Adapter not found': every action that needs an adapter knows its namespace (a connector's, a network's, the
 *   connected account's), so a missing one is always the more precise "Adapter for namespace {x} doesn't exist".
 */
import { LatchError } from './base'

// Apart because option checking raises it at start: the first bundle carries none of the others.
export { AdapterForNamespaceNotFoundError } from './adapterForNamespace'

type Cause = { cause?: unknown }

export class CaipNetworkUndefinedError extends LatchError {
  override name = 'CaipNetworkUndefinedError'
  constructor({ cause }: Cause = {}) {
    super({ code: 'CAIP_NETWORK_UNDEFINED', shortMessage: 'CaipNetwork is undefined', longMessage: 'No active network is set for this namespace.', cause })
  }
}

export class CaipNetworkOrAddressUndefinedError extends LatchError {
  override name = 'CaipNetworkOrAddressUndefinedError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'CAIP_NETWORK_OR_ADDRESS_UNDEFINED',
      shortMessage: 'CaipNetwork or CaipAddress is undefined',
      longMessage: 'Connect a wallet before signing or sending.',
      cause,
    })
  }
}

export class WalletConnectConnectorNotFoundError extends LatchError {
  override name = 'WalletConnectConnectorNotFoundError'
  constructor({ cause }: Cause = {}) {
    super({ code: 'WALLETCONNECT_CONNECTOR_NOT_FOUND', shortMessage: 'WalletConnectConnector not found', longMessage: 'WalletConnect is not set up for this app.', cause })
  }
}

export class ChainNotSupportedError extends LatchError {
  override name = 'ChainNotSupportedError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'CHAIN_NOT_SUPPORTED',
      shortMessage: 'Chain is not supported',
      longMessage: 'The wallet could not add this network. Add it in the wallet by hand, or pick another network.',
      cause,
    })
  }
}

/** EIP-1193 4001 and its equivalents in other namespaces: the user said no in the wallet. */
export class UserRejectedRequestError extends LatchError {
  override name = 'UserRejectedRequestError'
  /** EIP-1193's code for it, for providers that hand this error to a dapp's library. */
  readonly rpcCode = 4001
  constructor({ cause }: Cause = {}) {
    super({ code: 'USER_REJECTED', shortMessage: 'Request declined', longMessage: 'The request was declined in the wallet.', cause })
  }
}
