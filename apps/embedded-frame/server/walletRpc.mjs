// The wallet's JSON-RPC: reads go to the chain's node; signing methods use the user's key, opened for that
// one call. The frame has already asked the user (its approval screen) before an unsafe method gets here.
import { classifyRpcMethod } from '@latch/frame-bridge'
import { getAddress, getBytes, JsonRpcProvider } from 'ethers'
import { normaliseSignRequest } from '../shared/signRequest.mjs'
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
    const kind = classifyRpcMethod(method)
    if (kind === 'disallowed') throw new HttpError(400, 'Requested RPC call is not allowed')
    switch (method) {
      case 'eth_accounts':
        return [user.address]
      case 'eth_chainId':
        return `0x${chain.chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return {}
      // The signing methods read their parameters with the normaliser the approval screen uses (../shared):
      // what the user was shown is what is signed, and what the screen refuses is refused here (status 400).
      case 'personal_sign': {
        const { address, message } = normaliseSignRequest(method, params, { chainId: chain.chainId })
        own(user, address)
        return (await users.signer(user.projectId, user.id)).signMessage(getBytes(message))
      }
      case 'eth_signTypedData_v4': {
        const { address, domain, types, message } = normaliseSignRequest(method, params, { chainId: chain.chainId })
        own(user, address)
        return (await users.signer(user.projectId, user.id)).signTypedData(domain, types, message)
      }
      case 'eth_sendTransaction': {
        const tx = normaliseSignRequest(method, params, { chainId: chain.chainId })
        if (tx.from) own(user, tx.from)
        const signer = (await users.signer(user.projectId, user.id)).connect(providerOf(chain))
        const sent = await signer.sendTransaction({
          to: tx.to,
          value: tx.value,
          data: tx.data,
          gasLimit: tx.gas,
          gasPrice: tx.gasPrice,
          maxFeePerGas: tx.maxFeePerGas,
          maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
          nonce: tx.nonce,
          type: tx.type,
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

