// The chain's ERC-4337 bundler (its `bundlerUrl`): estimates, accepts and reports user operations.
import { HttpError } from '../httpError.mjs'
import { jsonRpc } from './jsonRpc.mjs'
import { toRpc } from './userOperation.mjs'

/**
 * @typedef {{ callGasLimit: bigint, verificationGasLimit: bigint, preVerificationGas: bigint, paymasterVerificationGasLimit?: bigint, paymasterPostOpGasLimit?: bigint }} GasEstimate
 * @typedef {{ transactionHash: string, blockHash: string, blockNumber: string, gasUsed: string, logs: unknown[], status: string }} TransactionReceipt
 * @typedef {{ userOpHash: string, success: boolean, logs: unknown[], receipt: TransactionReceipt }} UserOperationReceipt
 */

/** @param {unknown} value @param {string} field */
const big = (value, field) => {
  if (typeof value !== 'string' && typeof value !== 'number') throw new HttpError(502, `The bundler answered without ${field}`)
  return BigInt(value)
}

/** @param {{ url: string, chainId: number, entryPoint: string }} options */
export function createBundlerClient({ url, chainId, entryPoint }) {
  /** @param {string} method @param {unknown[]} params */
  const call = (method, params) =>
    jsonRpc(url, method, params, {
      unreachable: `The bundler of chain ${chainId} did not answer`,
      refused: (message) => new HttpError(400, `The bundler of chain ${chainId} refused the operation: ${message}`),
    })

  return {
    /** @param {import('./userOperation.mjs').UserOperation} op @returns {Promise<GasEstimate>} */
    async estimate(op) {
      const r = /** @type {Record<string, unknown>} */ ((await call('eth_estimateUserOperationGas', [toRpc(op), entryPoint])) ?? {})
      /** @type {GasEstimate} */
      const estimate = {
        callGasLimit: big(r.callGasLimit, 'callGasLimit'),
        verificationGasLimit: big(r.verificationGasLimit, 'verificationGasLimit'),
        preVerificationGas: big(r.preVerificationGas, 'preVerificationGas'),
      }
      if (r.paymasterVerificationGasLimit != null) estimate.paymasterVerificationGasLimit = big(r.paymasterVerificationGasLimit, 'paymasterVerificationGasLimit')
      if (r.paymasterPostOpGasLimit != null) estimate.paymasterPostOpGasLimit = big(r.paymasterPostOpGasLimit, 'paymasterPostOpGasLimit')
      return estimate
    },
    /** @param {import('./userOperation.mjs').UserOperation} op @returns {Promise<string>} the userOpHash */
    async send(op) {
      const hash = await call('eth_sendUserOperation', [toRpc(op), entryPoint])
      if (typeof hash !== 'string') throw new HttpError(502, `The bundler of chain ${chainId} answered without a userOpHash`)
      return hash
    },
    /** @param {string} hash @returns {Promise<UserOperationReceipt | null>} null while not included */
    async receipt(hash) {
      return /** @type {UserOperationReceipt | null} */ ((await call('eth_getUserOperationReceipt', [hash])) ?? null)
    },
  }
}

/** @typedef {ReturnType<typeof createBundlerClient>} BundlerClient */
