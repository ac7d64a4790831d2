// What the frame and the dapp learn about a user's accounts: the account in use on a chain, both accounts,
// and the EIP-5792 capabilities each has.
import { getAddress } from 'ethers'
import { HttpError } from '../httpError.mjs'
import { hasSmartAccounts, usesSmartAccount } from './smartRpc.mjs'

/**
 * `smart`: absent when no chain has a bundler.
 * @param {{ chains: import('../walletRpc.mjs').ChainConfig[], chainOf: (chainId: unknown) => import('../walletRpc.mjs').ChainConfig, smart: import('./smartRpc.mjs').SmartAccounts | undefined }} deps
 */
export function createAccountViews({ chains, chainOf, smart }) {
  /**
   * The user's accounts on `chain` as the frame shows them: `address` is the one in use (the smart account
   * when the user chose it and the chain has a bundler, else the EOA; the choice is kept for chains that have one).
   * @param {import('../users.mjs').User} user @param {unknown} [chainId]
   */
  async function accountsOf(user, chainId) {
    const eoa = { address: user.address, type: /** @type {const} */ ('eoa') }
    const view = { email: user.email, userName: user.userName, avatarUrl: user.avatarUrl, preferredAccountType: user.accountType }
    const chain = chainId === undefined ? undefined : chainOf(chainId)
    if (!chain || !smart || !hasSmartAccounts(chain)) return { ...view, address: user.address, accounts: [eoa] }
    const address = await smart.addressOf(user, chain)
    return {
      ...view,
      address: usesSmartAccount(user, chain) ? address : user.address,
      accounts: [eoa, { address, type: /** @type {const} */ ('smartAccount') }],
      smartAccountDeployed: await smart.isDeployed(address, chain),
    }
  }

  /** wallet_getCapabilities `[address?, chainIds?]`: atomic batches only as a smart account. @param {import('../users.mjs').User} user @param {unknown} params */
  async function capabilities(user, params) {
    const [address, chainIds] = Array.isArray(params) ? params : []
    const wanted = Array.isArray(chainIds) ? chains.filter((c) => chainIds.some((id) => typeof id === 'string' && /^0x[0-9a-fA-F]+$/.test(id) && BigInt(id) === BigInt(c.chainId))) : chains
    /** @type {Record<string, unknown>} */
    const answer = {}
    for (const chain of wanted) {
      let asSmart = Boolean(smart) && usesSmartAccount(user, chain)
      if (address !== undefined && address !== null) {
        if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw new HttpError(400, `Address ${String(address)} is not this wallet's`)
        const smartAddress = smart && hasSmartAccounts(chain) ? await smart.addressOf(user, chain) : undefined
        const named = getAddress(address.toLowerCase())
        if (named !== user.address && named !== smartAddress) throw new HttpError(400, `Address ${address} is not this wallet's`)
        asSmart = named === smartAddress
      }
      answer[`0x${chain.chainId.toString(16)}`] = asSmart ? { atomic: { status: 'supported' }, paymasterService: { supported: true } } : { atomic: { status: 'unsupported' } }
    }
    return answer
  }

  return { accountsOf, capabilities }
}
