/**
 * Registering an account name (issue #19, spec §4 "Name registration"): the wallet signs a message naming the label,
 * the address and a 5-minute expiry, the signed message is posted, and the account is called by its new name at once
 * (and after a reload: the identity cache keeps it). A failure goes back to RegisterAccountName saying why; a
 * declined signature posts nothing.
 */
import * as v from 'valibot'
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { NameServiceError } from '../errors/names'
import { activeAccount } from '../flows/activeAccount'
import { namesServe } from './namespaces'
import { signMessage } from '../flows/requests'
import { push, replace } from '../router/router'
import { cancel, later, type LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { registeredNameSchema } from '../validation/account'
import { NAME_CHECK_DEBOUNCE_MS } from './constants'
import { newRegistrationMessage } from './message'
import { nameService, namesRuntime } from './runtime'
import { emptyNames, getNames, patchNames } from './state'

/** Opens RegisterAccountName with an empty input (a registration in progress keeps its state). */
export function openNames(ctx: LatchContext): void {
  const { parent } = nameService(ctx)
  const current = getNames(ctx)
  if (current.status !== 'signing' && current.status !== 'registering') patchNames(ctx, emptyNames(parent))
  push(ctx, 'RegisterAccountName')
}

/** Takes the input's label: checked against spec §5 at once, then asked of the service a moment after the last change. */
export function setNameLabel(ctx: LatchContext, label: string): void {
  namesRuntime(ctx).check?.abort()
  cancel(ctx, 'names.check')
  const trimmed = label.trim()
  if (!trimmed) {
    patchNames(ctx, { label, availability: { status: 'idle' }, ...clearedError(ctx) })
    return
  }
  const parsed = v.safeParse(registeredNameSchema, trimmed)
  if (!parsed.success) {
    patchNames(ctx, { label, availability: { status: 'invalid', message: parsed.issues[0].message }, ...clearedError(ctx) })
    return
  }
  patchNames(ctx, { label, availability: { status: 'checking' }, ...clearedError(ctx) })
  later(ctx, 'names.check', NAME_CHECK_DEBOUNCE_MS, () => void checkName(ctx))
}

const clearedError = (ctx: LatchContext) => (getNames(ctx).status === 'error' ? { status: 'idle' as const, error: undefined } : {})

// Names are case-insensitive: the service is asked, and the name registered, in lower case.
const labelOf = (ctx: LatchContext) => getNames(ctx).label.trim().toLowerCase()

/** Asks the service whether the current label is free; a newer label aborts the older question. */
export async function checkName(ctx: LatchContext): Promise<void> {
  cancel(ctx, 'names.check')
  const r = namesRuntime(ctx)
  r.check?.abort()
  const controller = new AbortController()
  r.check = controller
  const label = labelOf(ctx)
  try {
    const answer = await nameService(ctx).service.availability(label, { signal: controller.signal })
    if (controller.signal.aborted) return
    patchNames(ctx, { availability: answer.available ? { status: 'available', name: answer.name } : { status: 'taken', name: answer.name, suggestions: answer.suggestions ?? [] } })
  } catch (error) {
    if (controller.signal.aborted) return
    patchNames(ctx, { availability: error instanceof NameServiceError && error.reason === 'INVALID_NAME' ? { status: 'invalid', message: error.longMessage } : { status: 'error', error: toErrorInfo(error) } })
  }
}

/** Signs and posts the registration of the current label for the active account. Resolves with the name, or undefined. */
export async function registerName(ctx: LatchContext): Promise<string | undefined> {
  const state = getNames(ctx)
  if (state.availability.status !== 'available' || state.status === 'signing' || state.status === 'registering') return undefined
  const { service, parent } = nameService(ctx)
  const account = activeAccount(ctx)
  const message = newRegistrationMessage({ label: labelOf(ctx), parent, address: account.address }, ctx.now())
  patchNames(ctx, { status: 'signing', error: undefined })
  try {
    const signature = await signMessage(ctx, message, account.ns)
    patchNames(ctx, { status: 'registering' })
    const { name } = await service.register({ message, signature })
    setProfileName(ctx, account.ns, account.address, name)
    patchNames(ctx, { status: 'idle', registered: name })
    push(ctx, 'RegisterAccountNameSuccess')
    return name
  } catch (error) {
    const taken = error instanceof NameServiceError && error.reason === 'TAKEN'
    patchNames(ctx, {
      status: 'error',
      error: toErrorInfo(error),
      ...(taken ? { availability: { status: 'taken', name: `${labelOf(ctx)}.${parent}`, suggestions: error.suggestions ?? [] } } : {}),
    })
    replace(ctx, 'RegisterAccountName')
    return undefined
  }
}

/** The account is called by `name` now, and the identity cache keeps it across a reload (its avatar stays). */
function setProfileName(ctx: LatchContext, namespace: ChainNamespace, address: string, name: string): void {
  const stored = ctx.storage.getIdentity(namespace, address)
  ctx.storage.setIdentity(namespace, address, { ...(stored?.avatar ? { avatar: stored.avatar } : {}), name, at: ctx.now() })
  if (getNamespaceState(ctx, namespace)?.account.address === address) updateAccount(ctx, namespace, { profileName: name })
}

/**
 * The Account view's question (issue #19): the name the host's service holds for the active account, used when the
 * chain's own identity gives none. Asked only when the Account view shows, once per address and session.
 */
export async function lookupName(ctx: LatchContext): Promise<void> {
  const account = activeAccount(ctx)
  if (!namesServe(ctx.options.names, account.ns)) return
  const r = namesRuntime(ctx)
  const key = `${account.ns}:${account.address}`
  if (r.lookedUp.has(key)) return
  r.lookedUp.add(key)
  // The chain's identity first (shared with the lookup the modal's opening started), so its answer wins.
  await (await import('../flows/identity')).refreshIdentity(ctx, account.ns)
  if (getNamespaceState(ctx, account.ns)?.account.profileName) return
  try {
    const name = await nameService(ctx).service.nameOf(account.address)
    if (name && !getNamespaceState(ctx, account.ns)?.account.profileName) setProfileName(ctx, account.ns, account.address, name)
  } catch (error) {
    // The address shows instead; the next session asks again.
    ctx.logger.warn('name lookup failed', error)
  }
}
