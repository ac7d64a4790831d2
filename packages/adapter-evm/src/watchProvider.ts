import type { Eip1193Provider } from './types'

export interface ProviderEventHandlers {
  accountsChanged(accounts: unknown): void
  chainChanged(chainId: unknown): void
  disconnect(error: unknown): void
}

/**
 * Subscribes to a wallet's EIP-1193 events and returns the detach function.
 *
 * Some wallets have no `removeListener` (headless-web3-provider), so detaching also switches the
 * handlers off: a provider we cannot unsubscribe from can still never reach a stale connection.
 */
export function watchProvider(provider: Eip1193Provider, handlers: ProviderEventHandlers): () => void {
  let active = true
  const bound = (Object.keys(handlers) as (keyof ProviderEventHandlers)[]).map((event) => {
    const listener = (payload: unknown) => {
      if (active) handlers[event](payload)
    }
    return [event, listener] as const
  })
  for (const [event, listener] of bound) provider.on?.(event, listener)
  return () => {
    active = false
    for (const [event, listener] of bound) {
      if (typeof provider.removeListener === 'function') provider.removeListener(event, listener)
      else if (typeof provider.off === 'function') provider.off(event, listener)
    }
  }
}
