/**
 * Sign-in message flow (spec §4): after a connect with no session the sign view opens; success keeps
 * the session and closes; failure shows the view again with the error; cancel disconnects when sign-in
 * is required, else closes — then the router is back at Connect. Loaded only by dapps with a SIWX config.
 */
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { setModalOpen } from '../modal/modal'
import { reset } from '../router/router'
import type { SiwxConfig } from '../siwx/types'
import { modalAtom, routerAtom, siwxAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { disconnect } from './disconnect'
import { openModal } from './openModal'
import { signMessage } from './requests'

const configOf = (ctx: LatchContext): SiwxConfig | undefined => ctx.options.siwx ?? ctx.options.siwe

function target(ctx: LatchContext, namespace?: ChainNamespace) {
  const ns = namespace ?? activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const caipNetworkId = state?.network.caipNetwork?.caipNetworkId
  return ns && address && caipNetworkId ? { ns, address, caipNetworkId } : undefined
}

function showSignView(ctx: LatchContext): void {
  if (ctx.store.get(modalAtom).open && ctx.store.get(routerAtom).view === 'SIWXSignMessage') return
  if (ctx.store.get(modalAtom).open) reset(ctx, 'SIWXSignMessage')
  else openModal(ctx, { view: 'SIWXSignMessage' })
}

/** After a connect: opens the sign view unless the account already has a session. */
export async function requireSignIn(ctx: LatchContext, namespace: ChainNamespace): Promise<void> {
  const config = configOf(ctx)
  const account = target(ctx, namespace)
  if (!config || !account) return
  let sessions: unknown[] = []
  try {
    sessions = await config.getSessions(account.caipNetworkId, account.address)
  } catch (error) {
    ctx.logger.warn('SIWX getSessions failed', error)
  }
  if (sessions.length > 0) return void ctx.store.set(siwxAtom, { status: 'idle', signedIn: true })
  ctx.store.set(siwxAtom, { status: 'idle' })
  showSignView(ctx)
}

/** The user signs: build the message, sign it with the wallet, hand it to the config to verify and keep. */
export async function signIn(ctx: LatchContext): Promise<void> {
  const config = configOf(ctx)
  const account = target(ctx)
  if (!config || !account) return
  ctx.store.set(siwxAtom, { status: 'signing' })
  try {
    // EIP-4361 wants the checksummed address; wallets often report it in lower case.
    const accountAddress = (await ctx.adapters.get(account.ns)?.canonicalAddress?.(account.address)) ?? account.address
    const message = await config.createMessage({ accountAddress, chainId: account.caipNetworkId })
    const text = message.toString()
    const signature = await signMessage(ctx, text, account.ns)
    const { toString: _omit, ...data } = message
    await config.addSession({ data, message: text, signature })
    ctx.store.set(siwxAtom, { status: 'idle', signedIn: true })
    setModalOpen(ctx, false)
    ctx.track('SIWX_AUTH_SUCCESS', { network: account.caipNetworkId })
  } catch (error) {
    ctx.store.set(siwxAtom, { status: 'error', error: toErrorInfo(error) })
    ctx.track('SIWX_AUTH_ERROR', { network: account.caipNetworkId, message: toErrorInfo(error).shortMessage })
    showSignView(ctx)
    throw error
  }
}

/** The user declines: a required sign-in disconnects; an optional one just closes. */
export async function cancelSignIn(ctx: LatchContext): Promise<void> {
  ctx.store.set(siwxAtom, { status: 'idle' })
  if (configOf(ctx)?.required) await disconnect(ctx)
  else setModalOpen(ctx, false)
  reset(ctx, 'Connect')
}
