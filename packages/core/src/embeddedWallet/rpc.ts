/**
 * The embedded wallet's RPC policy (spec §6–§8): safe methods go straight to the frame; unsafe ones put
 * the frame's approval UI over the modal and wait for the user; a method on neither list opens the
 * modal, is logged, shows 'Action not allowed' after 300 ms, and rejects every request in flight.
 */
import { classifyRpcMethod, type FrameClient } from '@latch/frame-bridge'
import * as v from 'valibot'
import { UNKNOWN_METHOD_MESSAGE_DELAY_MS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { RpcMethodNotAllowedError } from '../errors/frame'
import { fetchBalance } from '../flows/balance'
import { openModal } from '../flows/openModal'
import { setModalOpen } from '../modal/modal'
import { goBack, push } from '../router/router'
import { showSnackbar } from '../snackbar/snackbar'
import { embeddedWalletAtom, modalAtom, routerAtom } from '../state/atoms'
import { later, type LatchContext } from '../state/context'
import type { CaipNetworkId } from '../types/chain'
import { parseCaipNetworkId } from '../utils/caip'
import { sendCallsSchema } from '../validation/sendCalls'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { fromFrameError, raiseAlert } from './frame'

export interface RpcArguments {
  method: string
  params?: unknown
  caipNetworkId: CaipNetworkId
}

/** Methods that change nothing: after them no balance refresh is due. */
const READ_ONLY = /^(eth_sign$|personal_sign$|eth_signTypedData)/

function checkSendCalls(params: unknown): void {
  const batch = Array.isArray(params) ? params[0] : params
  const parsed = v.safeParse(sendCallsSchema, batch)
  if (!parsed.success) throw new InvalidInputError({ field: 'wallet_sendCalls', message: parsed.issues[0]?.message ?? 'Invalid batch of calls' })
}

function refuse(ctx: LatchContext, method: string): never {
  const error = new RpcMethodNotAllowedError({ method })
  ctx.logger.error(error.shortMessage, method)
  if (!ctx.store.get(modalAtom).open) openModal(ctx)
  later(ctx, 'embeddedWallet.notAllowed', UNKNOWN_METHOD_MESSAGE_DELAY_MS, () => showSnackbar(ctx, 'error', error.longMessage))
  for (const reject of [...ctx.embeddedWallet.inFlight]) reject(error)
  throw error
}

/** After an approval: close the modal if it was opened for it, else pop the approval off the stack. */
function leaveApproval(ctx: LatchContext, openedForIt: boolean): void {
  if (ctx.store.get(routerAtom).view !== 'ApproveTransaction') return
  if (openedForIt) setModalOpen(ctx, false)
  else goBack(ctx)
}

async function approved(ctx: LatchContext, client: FrameClient, { method, params }: RpcArguments, chainId: string | undefined) {
  const rt = ctx.embeddedWallet
  const controller = new AbortController()
  rt.approvals.add(controller)
  const openedForIt = !ctx.store.get(modalAtom).open
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, approval: { method }, frameVisible: true }))
  if (openedForIt) openModal(ctx, { view: 'ApproveTransaction' })
  else push(ctx, 'ApproveTransaction')
  try {
    // The user decides in the frame's own UI: no timeout while they read what they are signing.
    const { result } = await client.request('RPC_REQUEST', { method, params: params as never, chainId }, { signal: controller.signal, timeoutMs: Number.POSITIVE_INFINITY })
    if (!READ_ONLY.test(method)) await fetchBalance(ctx, EMBEDDED_WALLET_NAMESPACE).catch(() => {})
    return result
  } catch (error) {
    const mapped = fromFrameError(error)
    raiseAlert(ctx, mapped)
    throw mapped
  } finally {
    rt.approvals.delete(controller)
    ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, approval: undefined, frameVisible: false }))
    leaveApproval(ctx, openedForIt)
  }
}

/** One RPC request from the dapp (through the adapter's provider) to the embedded wallet. */
export async function embeddedRpc(ctx: LatchContext, client: FrameClient, args: RpcArguments): Promise<unknown> {
  const kind = classifyRpcMethod(args.method)
  if (kind === 'disallowed') refuse(ctx, args.method)
  if (args.method === 'wallet_sendCalls') checkSendCalls(args.params)
  const chainId = parseCaipNetworkId(args.caipNetworkId)?.reference
  const rt = ctx.embeddedWallet
  let rejectThis: (error: unknown) => void = () => {}
  const refused = new Promise<never>((_, reject) => {
    rejectThis = reject
  })
  rt.inFlight.add(rejectThis)
  try {
    const request =
      kind === 'safe'
        ? client.request('RPC_REQUEST', { method: args.method, params: args.params as never, chainId }).then(
            (r) => r.result,
            (e: unknown) => {
              const mapped = fromFrameError(e)
              raiseAlert(ctx, mapped)
              return Promise.reject(mapped)
            },
          )
        : approved(ctx, client, args, chainId)
    return await Promise.race([request, refused])
  } finally {
    rt.inFlight.delete(rejectThis)
  }
}
