/**
 * Wallet Standard discovery (loaded on first use): the wallets that registered with `getWallets()`, plus the ones
 * the dapp passed, that can connect and sign Solana transactions. A connector's id is the wallet's name, as AppKit
 * records it, so a reload finds the same wallet again.
 */
import type { Connector } from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

export function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features
  return (
    'standard:connect' in features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    ('solana:signAndSendTransaction' in features || 'solana:signTransaction' in features)
  )
}

export function toConnector(wallet: Wallet): Connector {
  return { id: wallet.name, name: wallet.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.icon, provider: wallet }
}

export interface Discovery {
  /** The Solana wallets known now, the dapp's own first, one per name. */
  list(): Wallet[]
  find(connectorId: string): Wallet | undefined
  /** The wallet once it registers, or undefined after `waitMs` (a wallet can register after the page loads). */
  waitFor(connectorId: string, waitMs: number): Promise<Wallet | undefined>
  stop(): void
}

/** Starts listening; `onChange` hears the connectors now and after every register or unregister. */
export function startDiscovery(extra: readonly Wallet[], onChange: (connectors: Connector[]) => void): Discovery {
  const registry = getWallets()
  const list = () => {
    const byName = new Map<string, Wallet>()
    for (const wallet of [...extra, ...registry.get()]) if (isSolanaWallet(wallet) && !byName.has(wallet.name)) byName.set(wallet.name, wallet)
    return [...byName.values()]
  }
  const find = (connectorId: string) => list().find((w) => w.name === connectorId)
  const changed = () => onChange(list().map(toConnector))
  const off = [registry.on('register', changed), registry.on('unregister', changed)]
  changed()
  return {
    list,
    find,
    waitFor(connectorId, waitMs) {
      const now = find(connectorId)
      if (now || waitMs <= 0) return Promise.resolve(now)
      return new Promise((resolve) => {
        const done = (wallet: Wallet | undefined) => {
          clearTimeout(timer)
          stopWatching()
          resolve(wallet)
        }
        const stopWatching = registry.on('register', () => {
          const wallet = find(connectorId)
          if (wallet) done(wallet)
        })
        const timer = setTimeout(() => done(undefined), waitMs)
      })
    },
    stop() {
      for (const f of off) f()
    },
  }
}
