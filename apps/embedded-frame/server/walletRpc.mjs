// The wallet's JSON-RPC: reads go to the chain's node; signing methods use the user's key, opened for that
// one call. The frame has already asked the user (its approval screen) before an unsafe method gets here.
import { classifyRpcMethod } from '@latch/frame-bridge'
import { getAddress, getBytes, JsonRpcProvider } from 'ethers'
import { normaliseSignRequest } from '../shared/signRequest.mjs'
import { HttpError } from './httpError.mjs'
import { createAccountViews } from './smartAccount/accountViews.mjs'
import { createSmartAccounts, hasSmartAccounts, noAtomicBatches, noSmartAccounts, unknownBundle, usesSmartAccount } from './smartAccount/smartRpc.mjs'

/**
 * `bundlerUrl`: the chain's ERC-4337 bundler; smart accounts exist on a chain only with one. `paymasterUrl`:
 * the operator's ERC-7677 paymaster, sponsoring every operation on the chain; `paymasterUrls`: others a dapp
 * may name in its paymasterService capability (a page-named URL is called only on one of these origins); `sponsorName`:
 * shown on the approval screen (default: the paymaster URL's host); `accountFactory`: default the canonical
 * SimpleAccountFactory v0.7.
 * @typedef {{ chainId: number, rpcUrl: string, name?: string, currency?: string, bundlerUrl?: string, paymasterUrl?: string, paymasterUrls?: string[],
 *   accountFactory?: string, sponsorName?: string }} ChainConfig
 */

const RPC_TIMEOUT_MS = 10_000

/**
 * `userOps` is needed once a chain has a bundler (the batches users send are recorded there).
 * @param {{ chains: ChainConfig[], users: import('./users.mjs').Users, userOps?: import('./smartAccount/userOps.mjs').UserOps, inclusionWaitMs?: number }} deps
 */
export function createWalletRpc({ chains, users, userOps, inclusionWaitMs }) {
  if (!userOps && chains.some(hasSmartAccounts)) throw new Error('createWalletRpc: a chain with a bundlerUrl needs userOps')
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

  const smart = userOps ? createSmartAccounts({ users, userOps, node: forward, inclusionWaitMs }) : undefined

  const { accountsOf, capabilities } = createAccountViews({ chains, chainOf, smart })

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
    if (smart && usesSmartAccount(user, chain)) {
      const answered = await smart.request({ user, chain, method, params })
      if (answered) return answered.result
    }
    switch (method) {
      case 'eth_accounts':
        return [user.address]
      case 'eth_chainId':
        return `0x${chain.chainId.toString(16)}`
      case 'wallet_getCapabilities':
        return capabilities(user, params)
      // A batch is one atomic user operation: an EOA cannot do that, and sending the calls one by one would
      // not be the atomic batch the app asked for.
      case 'wallet_sendCalls':
        normaliseSignRequest(method, params, { chainId: chain.chainId })
        throw noAtomicBatches(chain.chainId)
      case 'wallet_getCallsStatus':
        if (!smart) throw unknownBundle()
        return smart.callsStatus(user, params, chainOf)
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
    accountsOf,
    /** The user's smart account on `chainId`, deployed or not (deploys nothing). @param {import('./users.mjs').User} user @param {unknown} chainId */
    async smartAccount(user, chainId) {
      const chain = chainOf(chainId)
      if (!smart || !hasSmartAccounts(chain)) throw noSmartAccounts(chain.chainId)
      const address = await smart.addressOf(user, chain)
      return { address, isDeployed: await smart.isDeployed(address, chain) }
    },
    close() {
      for (const p of providers.values()) p.destroy()
    },
  }
}

