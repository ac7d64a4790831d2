// The wallet RPC of a user whose account is a smart account (SimpleAccount v0.7 under EntryPoint v0.7) on a
// chain with a bundler: transactions and batches become one user operation each, signed by the user's key
// (the account's owner). ../walletRpc.mjs decides which users come here.
import { getBytes, toBeHex } from 'ethers'
import { normaliseSignRequest } from '../../shared/signRequest.mjs'
import { HttpError } from '../httpError.mjs'
import { createBundlerClient } from './bundlerClient.mjs'
import { createPaymasterClient, paymasterFor } from './paymasterClient.mjs'
import { accountCallData, createAccountData, decodeAddress, ENTRY_POINT_V07, getAddressData, getNonceData, SIMPLE_ACCOUNT_FACTORY } from './simpleAccount.mjs'
import { DUMMY_SIGNATURE, userOpHash } from './userOperation.mjs'

/** How long eth_sendTransaction waits for its operation to be included. */
export const INCLUSION_WAIT_MS = 60_000
const POLL_MS = 500
const BUNDLE_ID = /^0x[0-9a-fA-F]{64}$/

/** EIP-5792's errors carry their code in the message: the frame passes messages on, not codes. */
export const unknownBundle = () => new HttpError(400, 'Unknown bundle id (EIP-5792 5730)')
/** @param {number} chainId */
export const noAtomicBatches = (chainId) => new HttpError(400, `Atomic batches need a smart account: this wallet is an EOA on chain ${chainId} (EIP-5792 5760)`)
/** @param {number} chainId */
export const noSmartAccounts = (chainId) => new HttpError(400, `Smart accounts are not available on chain ${chainId}`)
export const NO_ERC1271 =
  "SimpleAccount has no ERC-1271: a message signed by its owner key would not verify as the smart account — switch to the EOA to sign"

/** How often, and how far apart, an operation is offered again while the one before it is not at the bundler yet. */
const PREDECESSOR_TRIES = 8
const PREDECESSOR_WAIT_MS = 250

/**
 * Hands `op` to the bundler. An operation whose nonce is past the on-chain one follows operations not included yet;
 * sent at once, one may reach the bundler before its predecessor, which then refuses it (AA25, nonce not next):
 * it is offered again a few times, until the predecessor is there.
 * @param {{ send: (op: import('./userOperation.mjs').UserOperation) => Promise<string> }} bundler
 * @param {import('./userOperation.mjs').UserOperation} op
 * @param {bigint} onchain
 */
async function sendAfterPredecessor(bundler, op, onchain) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await bundler.send(op)
    } catch (error) {
      const early = op.nonce > onchain && error instanceof HttpError && /\bAA25\b/.test(error.message)
      if (!early || attempt >= PREDECESSOR_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, PREDECESSOR_WAIT_MS * attempt))
    }
  }
}

/** @param {import('../walletRpc.mjs').ChainConfig} chain */
export const hasSmartAccounts = (chain) => Boolean(chain.bundlerUrl)

/** @param {import('../users.mjs').User} user @param {import('../walletRpc.mjs').ChainConfig} chain */
export const usesSmartAccount = (user, chain) => user.accountType === 'smartAccount' && hasSmartAccounts(chain)

/** @param {unknown} value */
const quantityOf = (value) => toBeHex(BigInt(/** @type {string} */ (value)))

/**
 * @param {{ users: import('../users.mjs').Users, userOps: import('./userOps.mjs').UserOps,
 *   node: (chain: import('../walletRpc.mjs').ChainConfig, method: string, params: unknown[]) => Promise<unknown>,
 *   inclusionWaitMs?: number, pollMs?: number }} deps
 */
export function createSmartAccounts({ users, userOps, node, inclusionWaitMs = INCLUSION_WAIT_MS, pollMs = POLL_MS }) {
  /** Counterfactual addresses: fixed by factory, owner and salt, so kept for the process's life. @type {Map<string, string>} */
  const addresses = new Map()

  /** @param {import('../walletRpc.mjs').ChainConfig} chain */
  const factoryOf = (chain) => chain.accountFactory ?? SIMPLE_ACCOUNT_FACTORY
  /** @param {import('../walletRpc.mjs').ChainConfig} chain */
  const bundlerOf = (chain) => {
    if (!chain.bundlerUrl) throw noSmartAccounts(chain.chainId)
    return createBundlerClient({ url: chain.bundlerUrl, chainId: chain.chainId, entryPoint: ENTRY_POINT_V07 })
  }

  /** The user's smart account on `chain`, deployed or not (the factory's getAddress). @param {import('../users.mjs').User} user @param {import('../walletRpc.mjs').ChainConfig} chain */
  async function addressOf(user, chain) {
    if (!hasSmartAccounts(chain)) throw noSmartAccounts(chain.chainId)
    const key = `${chain.chainId}:${factoryOf(chain)}:${user.address}`
    let address = addresses.get(key)
    if (!address) {
      address = decodeAddress(String(await node(chain, 'eth_call', [{ to: factoryOf(chain), data: getAddressData(user.address) }, 'latest'])))
      addresses.set(key, address)
    }
    return address
  }

  /** @param {string} address @param {import('../walletRpc.mjs').ChainConfig} chain */
  const isDeployed = async (address, chain) => (await node(chain, 'eth_getCode', [address, 'latest'])) !== '0x'

  /**
   * Builds, signs and hands one user operation to the bundler. Nothing leaves before eth_sendUserOperation
   * succeeds, so a failure on the way (node, paymaster, estimate) sends nothing.
   * @param {{ user: import('../users.mjs').User, chain: import('../walletRpc.mjs').ChainConfig, calls: import('./simpleAccount.mjs').Call[], paymasterService?: import('./paymasterClient.mjs').PaymasterService }} request
   * @returns {Promise<string>} the userOpHash
   */
  async function send({ user, chain, calls, paymasterService }) {
    const bundler = bundlerOf(chain)
    const service = paymasterFor(chain, paymasterService)
    const sender = await addressOf(user, chain)
    const [deployed, onchain, priority, block] = await Promise.all([
      isDeployed(sender, chain),
      node(chain, 'eth_call', [{ to: ENTRY_POINT_V07, data: getNonceData(sender) }, 'latest']),
      node(chain, 'eth_maxPriorityFeePerGas', []),
      node(chain, 'eth_getBlockByNumber', ['latest', false]),
    ])
    // Not the on-chain nonce alone: operations sent but not included yet hold theirs (./nonces.mjs).
    const { nonce, release } = await userOps.reserveNonce({ chainId: chain.chainId, sender, onchain: BigInt(/** @type {string} */ (onchain)) })
    let sent = false
    try {
      const hash = await signAndSend({ user, chain, bundler, service, sender, deployed, nonce, onchain: BigInt(/** @type {string} */ (onchain)), calls, priority, block, onSent: () => (sent = true) })
      await userOps.record({ projectId: user.projectId, userId: user.id, chainId: chain.chainId, hash })
      return hash
    } catch (error) {
      // An operation that never reached the bundler gives its nonce back for the next one.
      if (!sent) await release().catch(() => {})
      throw error
    }
  }

  /**
   * @param {{ user: import('../users.mjs').User, chain: import('../walletRpc.mjs').ChainConfig, bundler: ReturnType<typeof bundlerOf>,
   *   service: import('./paymasterClient.mjs').PaymasterService | undefined, sender: string, deployed: boolean, nonce: bigint, onchain: bigint,
   *   calls: import('./simpleAccount.mjs').Call[], priority: unknown, block: unknown, onSent: () => void }} op
   * @returns {Promise<string>} the userOpHash
   */
  async function signAndSend({ user, chain, bundler, service, sender, deployed, nonce, onchain, calls, priority, block, onSent }) {
    const maxPriorityFeePerGas = BigInt(/** @type {string} */ (priority))
    const baseFee = BigInt(/** @type {{ baseFeePerGas?: string }} */ (block)?.baseFeePerGas ?? 0)
    /** @type {import('./userOperation.mjs').UserOperation} */
    let op = {
      sender,
      nonce,
      callData: accountCallData(calls),
      callGasLimit: 0n,
      verificationGasLimit: 0n,
      preVerificationGas: 0n,
      // Room for the base fee to double before the operation is included.
      maxFeePerGas: 2n * baseFee + maxPriorityFeePerGas,
      maxPriorityFeePerGas,
      signature: DUMMY_SIGNATURE,
    }
    // The first operation deploys the account.
    if (!deployed) op = { ...op, factory: factoryOf(chain), factoryData: createAccountData(user.address) }
    const paymaster = service && createPaymasterClient({ service, chainId: chain.chainId, entryPoint: ENTRY_POINT_V07 })
    let final = false
    if (paymaster) {
      const stub = await paymaster.stub(op)
      op = {
        ...op,
        paymaster: stub.paymaster,
        paymasterData: stub.paymasterData,
        paymasterVerificationGasLimit: stub.paymasterVerificationGasLimit ?? 0n,
        paymasterPostOpGasLimit: stub.paymasterPostOpGasLimit ?? 0n,
      }
      final = stub.isFinal
    }
    // Estimated as the next operation on chain: a bundler simulates a later nonce as invalid (AA25) until the ones
    // before it are included, and the nonce does not change the gas.
    op = { ...op, ...(await bundler.estimate({ ...op, nonce: onchain })) }
    if (paymaster && !final) {
      const data = await paymaster.final(op)
      // Gas limits it answers are part of what it signed (a v0.7 paymaster signs paymasterAndData's gas fields).
      op = {
        ...op,
        paymaster: data.paymaster,
        paymasterData: data.paymasterData,
        paymasterVerificationGasLimit: data.paymasterVerificationGasLimit ?? op.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: data.paymasterPostOpGasLimit ?? op.paymasterPostOpGasLimit,
      }
    }
    const hash = userOpHash(op, ENTRY_POINT_V07, chain.chainId)
    const owner = await users.signer(user.projectId, user.id)
    op = { ...op, signature: await owner.signMessage(getBytes(hash)) }
    const accepted = await sendAfterPredecessor(bundler, op, onchain)
    onSent()
    // A bundler that hashes differently is not one this wallet can track; it was sent, so say so.
    if (accepted.toLowerCase() !== hash.toLowerCase()) throw new HttpError(502, `The bundler of chain ${chain.chainId} answered userOpHash ${accepted} for operation ${hash}`)
    return hash
  }

  /** @param {import('../walletRpc.mjs').ChainConfig} chain @param {string} hash */
  async function waitForInclusion(chain, hash) {
    const bundler = bundlerOf(chain)
    const deadline = Date.now() + inclusionWaitMs
    for (;;) {
      const receipt = await bundler.receipt(hash)
      if (receipt) return receipt
      if (Date.now() >= deadline) throw new HttpError(504, `The operation ${hash} was sent but not included within ${Math.round(inclusionWaitMs / 1000)} s: ask wallet_getCallsStatus later`)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
  }

  /** @param {import('../users.mjs').User} user @param {import('../walletRpc.mjs').ChainConfig} chain @param {string | undefined} from */
  async function ownSender(user, chain, from) {
    const sender = await addressOf(user, chain)
    if (from !== undefined && from !== sender) throw new HttpError(400, `Address ${from} is not this wallet's account on chain ${chain.chainId} (${sender})`)
    return sender
  }

  /**
   * wallet_getCallsStatus for the user's own operation `params[0]` (any chain it was sent on).
   * @param {import('../users.mjs').User} user @param {unknown} params @param {(chainId: number) => import('../walletRpc.mjs').ChainConfig} chainOf
   */
  async function callsStatus(user, params, chainOf) {
    const id = Array.isArray(params) ? params[0] : undefined
    if (typeof id !== 'string' || !BUNDLE_ID.test(id)) throw unknownBundle()
    const chainId = await userOps.chainOf({ projectId: user.projectId, userId: user.id, hash: id })
    if (chainId === undefined) throw unknownBundle()
    const receipt = await bundlerOf(chainOf(chainId)).receipt(id)
    const base = { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true }
    if (!receipt) return { ...base, status: 100 }
    const tx = receipt.receipt
    return {
      ...base,
      status: receipt.success ? 200 : 500,
      // One receipt: the bundle transaction, with the operation's own logs and outcome (the transaction
      // itself succeeds even when the account's call reverted).
      receipts: [
        {
          logs: receipt.logs,
          status: receipt.success ? '0x1' : '0x0',
          blockHash: tx.blockHash,
          blockNumber: quantityOf(tx.blockNumber),
          gasUsed: quantityOf(tx.gasUsed),
          transactionHash: tx.transactionHash,
        },
      ],
    }
  }

  return {
    addressOf,
    isDeployed,
    send,
    callsStatus,
    /**
     * The RPC methods a smart account answers differently; the rest are the EOA's (reads go to the node).
     * @param {{ user: import('../users.mjs').User, chain: import('../walletRpc.mjs').ChainConfig, method: string, params: unknown }} request
     * @returns {Promise<{ result: unknown } | undefined>} undefined: not a smart-account method
     */
    async request({ user, chain, method, params }) {
      switch (method) {
        case 'eth_accounts':
          return { result: [await addressOf(user, chain)] }
        case 'personal_sign':
        case 'eth_signTypedData_v4':
          throw new HttpError(400, NO_ERC1271)
        case 'eth_sendTransaction': {
          const tx = normaliseSignRequest(method, params, { chainId: chain.chainId })
          await ownSender(user, chain, tx.from)
          if (tx.to === null) throw new HttpError(400, 'A smart account does not deploy contracts with eth_sendTransaction: call a deployer contract instead')
          // Gas, fees and nonce of a user operation are the wallet's to set: the request's are an EOA's.
          if (tx.nonce !== undefined) throw new HttpError(400, 'A smart account has its own nonce: leave nonce out')
          const hash = await send({ user, chain, calls: [{ to: tx.to, value: tx.value, data: tx.data }] })
          const receipt = await waitForInclusion(chain, hash)
          if (!receipt.success) throw new HttpError(400, `The smart account's call reverted (transaction ${receipt.receipt.transactionHash})`)
          return { result: receipt.receipt.transactionHash }
        }
        case 'wallet_sendCalls': {
          const batch = normaliseSignRequest(method, params, { chainId: chain.chainId })
          await ownSender(user, chain, batch.from)
          return { result: { id: await send({ user, chain, calls: batch.calls, paymasterService: batch.paymasterService }) } }
        }
        default:
          return undefined
      }
    },
  }
}

/** @typedef {ReturnType<typeof createSmartAccounts>} SmartAccounts */
