/**
 * An EIP-1193 provider over a WalletConnect session, so every EVM path (sign, send, switch chain) is
 * the same code as with an extension. Account and chain reads are answered from the session: asking
 * the phone for them would prompt for nothing and wait on the relay.
 */
import type { CaipNetworkId, RemoteWalletTransport } from '@latch/core'
import { chainIdOf, parseChainId, toCaipNetworkId, toHexChainId } from '../chainId'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types'

type Listener = (...args: never[]) => void

/**
 * EIP-1193 errors carry a numeric `code` (4001: the user rejected). A transport error that knows its code
 * only as `rpcCode` (core's catalogue errors, e.g. from the embedded wallet) is given it as `code`, so a dapp's
 * library (ethers: ACTION_REJECTED) reads it as it would from an extension.
 */
function asProviderError(error: unknown): unknown {
  const e = error as { code?: unknown; rpcCode?: unknown; message?: string } | undefined
  if (!e || typeof e.code === 'number' || typeof e.rpcCode !== 'number') return error
  return Object.assign(new Error(e.message ?? 'The wallet refused the request'), { code: e.rpcCode, cause: error })
}

/** Methods only the wallet can answer; every other call is a chain read and goes to the network's RPC. */
const WALLET_ONLY = /^(personal_sign|eth_sign|eth_signTypedData.*|eth_signTransaction|eth_sendTransaction|eth_sendRawTransaction|wallet_.*)$/

/**
 * `readChain` answers chain reads (estimateGas, getTransactionCount, receipts, …) from the network's
 * own RPC, as a phone wallet is no node: sending those over the relay would be slow or refused.
 * `isAddress` is the adapter's address check (passed in: a value import of core from this lazily loaded
 * module would cost the first bundle more than the check itself).
 */
export function createSessionProvider(
  transport: RemoteWalletTransport,
  readChain: (caipNetworkId: CaipNetworkId, method: string, params: unknown) => Promise<unknown>,
  isAddress: (value: unknown) => value is string,
): Eip1193Provider & { detach(): void } {
  let accounts = transport.accounts.filter(isAddress)
  let caipNetworkId: CaipNetworkId = transport.caipNetworkId
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const l of listeners.get(event) ?? []) (l as (p: unknown) => void)(payload)
  }

  const stop = transport.onEvent(({ name, data }) => {
    if (name === 'chainChanged') {
      try {
        caipNetworkId = toCaipNetworkId(parseChainId(data))
      } catch {
        return
      }
      emit('chainChanged', toHexChainId(chainIdOf(caipNetworkId) ?? 0))
    } else if (name === 'accountsChanged' && Array.isArray(data)) {
      // Wallets send either plain addresses or CAIP-10 ids. Only EVM addresses reach the dapp's listeners and
      // `eth_accounts`; an event with none (and not the empty list of a disconnect) is ignored.
      const next = data.flatMap((a) => {
        const parts = String(a).split(':')
        const address = parts.length === 1 ? parts[0] : parts.length === 3 && parts[0] === 'eip155' ? parts[2] : undefined
        return isAddress(address) ? [address] : []
      })
      if (data.length > 0 && next.length === 0) return
      accounts = next
      emit('accountsChanged', accounts)
    }
  })

  return {
    async request({ method, params }: Eip1193RequestArguments): Promise<unknown> {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [...accounts]
        case 'eth_chainId':
          return toHexChainId(chainIdOf(caipNetworkId) ?? 0)
      }
      if (transport.isChainRead ? transport.isChainRead(method) : !WALLET_ONLY.test(method)) return readChain(caipNetworkId, method, params ?? [])
      // A remote wallet that holds the network itself (the embedded wallet) is moved through its transport (EIP-3326).
      if ((method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') && transport.switchNetwork) {
        const target = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
        const next = toCaipNetworkId(parseChainId(target))
        await transport.switchNetwork(next).catch((error: unknown) => {
          throw asProviderError(error)
        })
        caipNetworkId = next
        emit('chainChanged', toHexChainId(chainIdOf(next) ?? 0))
        return null
      }
      const result = await transport.request({ method, params, caipNetworkId }).catch((error: unknown) => {
        throw asProviderError(error)
      })
      if (method === 'wallet_switchEthereumChain') {
        // The wallet has moved; the session event may come later (or not at all, with some wallets).
        const target = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId
        if (target) {
          caipNetworkId = toCaipNetworkId(parseChainId(target))
          emit('chainChanged', target)
        }
      }
      return result
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    detach() {
      stop()
      listeners.clear()
    },
  }
}
