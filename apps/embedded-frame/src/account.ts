/**
 * The account the server uses on each chain, as its last answer (`user`, `account/preferred`) named it:
 * the approval screen shows a smart-account send as one, and refuses what the server would refuse for it.
 */
import type { FrameRequestOutput } from '@latch/frame-bridge'
import type { Api } from './api'
import type { ActiveAccount, ChainInfo } from './rows'

type User = FrameRequestOutput<'GET_USER'>
export type AccountType = ActiveAccount['type']

/** `POST /api/user` and `POST /api/account/preferred`: `address` is the account in use on the chain asked about. */
export interface ServerUser {
  email: string | null
  address: string
  userName: string | null
  avatarUrl?: string | null
  preferredAccountType?: AccountType
  accounts?: { address: string; type: AccountType }[]
  smartAccountDeployed?: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function accountOf(user: ServerUser): ActiveAccount {
  const type = user.accounts?.find((a) => same(a.address, user.address))?.type ?? 'eoa'
  return type === 'smartAccount' ? { type, address: user.address, deployed: user.smartAccountDeployed } : { type, address: user.address }
}

export function createAccounts(api: Api) {
  const byChain = new Map<number, ActiveAccount>()

  /** The server's user on chain `on`, as GET_USER answers it, remembered for the approval screen. */
  function userOf(u: ServerUser, on: number): User {
    byChain.set(on, accountOf(u))
    const user: User = {
      email: u.email,
      address: u.address,
      chainId: on,
      userName: u.userName,
      ...(u.avatarUrl ? { avatarUrl: u.avatarUrl } : {}),
      accounts: u.accounts ?? [{ address: u.address, type: 'eoa' }],
      preferredAccountType: u.preferredAccountType ?? 'eoa',
    }
    return u.smartAccountDeployed === undefined ? user : { ...user, smartAccountDeployed: u.smartAccountDeployed }
  }
  const fetchUser = async (on: number, signal?: AbortSignal) => userOf(await api<ServerUser>('user', { chainId: on }, signal), on)

  return {
    userOf,
    fetchUser,
    /** The account the server will use on the chain; asked for when unknown on a chain with smart accounts (else it is the EOA). */
    async on(chain: (ChainInfo & { smartAccounts?: boolean }) | undefined, signal: AbortSignal): Promise<ActiveAccount | undefined> {
      if (!chain) return undefined
      if (chain.smartAccounts && !byChain.has(chain.chainId)) await fetchUser(chain.chainId, signal)
      return byChain.get(chain.chainId)
    },
    /** SET_PREFERRED_ACCOUNT: the preference is the user's, not the chain's, so every other chain's answer is stale. */
    async setPreferred(type: AccountType, on: number) {
      const u = await api<ServerUser>('account/preferred', { type, chainId: on })
      byChain.clear()
      userOf(u, on)
      return { type: u.preferredAccountType ?? type, address: u.address }
    },
    /** INIT_SMART_ACCOUNT's answer: the smart account in use on the chain may exist by now. */
    deployed(on: number, address: string, isDeployed: boolean) {
      const account = byChain.get(on)
      if (account?.type === 'smartAccount' && same(account.address, address)) account.deployed = isDeployed
    },
    /** After a send that may have created the account: the next request asks the server again. */
    forget: (on: number) => byChain.delete(on),
    clear: () => byChain.clear(),
  }
}
