// The wallet's JSON-RPC: reads go to the chain's node; signing methods use the user's key, opened for that
// one call. The frame has already asked the user (its approval screen) before an unsafe method gets here.
import { classifyRpcMethod } from '@latch/frame-bridge'
import { getAddress, getBytes, isHexString, JsonRpcProvider } from 'ethers'
import { HttpError } from './httpError.mjs'

/** @typedef {{ chainId: number, rpcUrl: string, name?: string, currency?: string }} ChainConfig */

const RPC_TIMEOUT_MS = 10_000

/**
 * @param {{ chains: ChainConfig[], users: import('./users.mjs').Users }} deps
 */
export function createWalletRpc({ chains, users }) {
  /** @type {Map<number, JsonRpcProvider>} */
  const providers = new Map()

  /** @param {unknown} chainId */
  function chainOf(chainId) {
    const chain = chains.find((c) => String(c.chainId) === String(chainId))
    if (!chain) throw new HttpError(400, `Chain ${String(chainId)} is not supported by this wallet`)
    return chain
  }

  /** @param {ChainConfig} chain */
  function providerOf(chain) {
    let provider = providers.get(chain.chainId)
    if (!provider) {
      provider = new JsonRpcProvider(chain.rpcUrl, chain.chainId, { staticNetwork: true, batchMaxCount: 1 })
      providers.set(chain.chainId, provider)
    }
    return provider
  }

  /** @param {ChainConfig} chain @param {string} method @param {unknown} params */
  async function forward(chain, method, params) {
    const res = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    }).catch(() => {
      throw new HttpError(502, `The node of chain ${chain.chainId} did not answer`)
    })
    const body = /** @type {{ result?: unknown, error?: { message?: string } }} */ (await res.json().catch(() => ({})))
    if (body.error) throw new HttpError(400, body.error.message ?? 'The node refused the request')
    if (!res.ok || !('result' in body)) throw new HttpError(502, `The node of chain ${chain.chainId} answered HTTP ${res.status}`)
    return body.result
  }

  /** @param {import('./users.mjs').User} user @param {unknown} address */
  function own(user, address) {
    if (typeof address !== 'string' || getAddress(address.toLowerCase()) !== user.address) throw new HttpError(400, `Address ${String(address)} is not this wallet's`)
  }

  /**
   * @param {{ user: import('./users.mjs').User, method: string, params: unknown, chainId: unknown }} request
   * @returns {Promise<unknown>}
   */
  async function request({ user, method, params, chainId }) {
    const chain = chainOf(chainId)
    const list = Array.isArray(params) ? params : []
    const kind = classifyRpcMethod(method)
    if (kind === 'disallowed') throw new HttpError(400, 'Requested RPC call is not allowed')
    switch (method) {
      case 'eth_accounts':
        return [user.address]
      case 'eth_chainId':
        return `0x${chain.chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return {}
      case 'personal_sign': {
        const [message, address] = list
        own(user, address)
        if (typeof message !== 'string') throw new HttpError(400, 'personal_sign needs a message')
        return users.signer(user.id).signMessage(isHexString(message) ? getBytes(message) : message)
      }
      case 'eth_signTypedData_v4': {
        const [address, raw] = list
        own(user, address)
        const data = typeof raw === 'string' ? JSON.parse(raw) : raw
        const { EIP712Domain: _domain, ...types } = data?.types ?? {}
        return users.signer(user.id).signTypedData(data?.domain ?? {}, types, data?.message ?? {})
      }
      case 'eth_sendTransaction': {
        const [tx] = /** @type {[Record<string, string | undefined>]} */ (list)
        if (!tx || typeof tx !== 'object') throw new HttpError(400, 'eth_sendTransaction needs a transaction')
        if (tx.from) own(user, tx.from)
        const signer = users.signer(user.id).connect(providerOf(chain))
        const sent = await signer.sendTransaction({
          to: tx.to,
          value: tx.value === undefined ? undefined : BigInt(tx.value),
          data: tx.data ?? tx.input,
          gasLimit: tx.gas === undefined ? undefined : BigInt(tx.gas),
          chainId: chain.chainId,
        })
        return sent.hash
      }
      default:
        if (kind === 'safe' && method.startsWith('eth_')) return forward(chain, method, params)
        throw new HttpError(400, `${method} is not supported by this wallet`)
    }
  }

  return {
    request,
    chainOf,
    close() {
      for (const p of providers.values()) p.destroy()
    },
  }
}

