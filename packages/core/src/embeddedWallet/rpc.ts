/**
 * The embedded wallet's RPC policy (spec §6–§8): safe methods go straight to the frame; unsafe ones put
 * the frame's approval UI over the modal and wait for the user (at most 5 minutes); a method on neither
 * list opens the modal, is logged, shows 'Action not allowed' after 300 ms, rejects every request in
 * flight and withdraws every open approval from the frame.
 */
import { classifyRpcMethod, type FrameClient } from '@latch/frame-bridge'
import * as v from 'valibot'
import { UNKNOWN_METHOD_MESSAGE_DELAY_MS } from '../constants'
import { InvalidInputError } from '../errors/input'
import { RpcMethodNotAllowedError } from '../errors/frame'
import { fetchBalance } from '../flows/balance'
import { openModal } from '../flows/openModal'
import { outcomeOfFailure, type TransactionOutcome } from '../router/transactionStack'
import { showSnackbar } from '../snackbar/snackbar'
import { modalAtom } from '../state/atoms'
import { later, type LatchContext } from '../state/context'
import type { CaipNetworkId } from '../types/chain'
import { parseCaipNetworkId } from '../utils/caip'
import { sendCallsSchema } from '../validation/sendCalls'
import { beginApproval, endApproval, withdrawApprovals } from './approvals'
import { EMBEDDED_WALLET_NAMESPACE } from './constants'
import { fromFrameError, raiseAlert } from './frame'

export interface RpcArguments {
  method: string
  params?: unknown
  caipNetworkId: CaipNetworkId
}

/**
 * How long an unsafe request waits for the user on the frame's approval screen. Not in spec §9 (its 30 s is
 * for the frame's own answers): a person reading what they sign needs longer, but never forever — a request
 * without an end keeps its approval, and the modal, open for good.
 */
const EMBEDDED_APPROVAL_TIMEOUT_MS = 5 * 60_000

/** Methods that change nothing: after them no balance refresh is due. */
const READ_ONLY = /^(eth_sign$|personal_sign$|eth_signTypedData)/

function checkSendCalls(params: unknown): void {
  const batch = Array.isArray(params) ? params[0] : params
  const parsed = v.safeParse(sendCallsSchema, batch)
  if (!parsed.success) throw new InvalidInputError({ field: 'wallet_sendCalls', message: parsed.issues[0]?.message ?? 'Invalid batch of calls' })
}

function refuse(ctx: LatchContext, method: string): never {
  const error = new RpcMethodNotAllowedError({ method })
  // The spec's log line (§8), with the method so a developer sees which call was refused.
  ctx.logger.error('method not allowed', method)
  // The dapp is told every open request failed, so none may still be approvable on the frame's screen: an
  // approval left there would sign or broadcast something the dapp already gave up on. The modal then shows
  // its usual view, not an approval view with nothing left to approve.
  const approvalShown = withdrawApprovals(ctx, error)
  if (approvalShown || !ctx.store.get(modalAtom).open) openModal(ctx)
  later(ctx, 'embeddedWallet.notAllowed', UNKNOWN_METHOD_MESSAGE_DELAY_MS, () => showSnackbar(ctx, 'error', 'snackbar.actionNotAllowed'))
  for (const reject of [...ctx.embeddedWallet.inFlight]) reject(error)
  throw error
}

async function approved(ctx: LatchContext, client: FrameClient, { method, params }: RpcArguments, chainId: string | undefined) {
  const controller = new AbortController()
  beginApproval(ctx, controller, method)
  let outcome: TransactionOutcome = 'error'
  try {
    // The user decides in the frame's own UI: time to read what they sign, but an end, so a forgotten
    // request cannot hold the approval view (which a required sign-in keeps from closing) forever.
    const { result } = await client.request('RPC_REQUEST', { method, params: params as never, chainId }, { signal: controller.signal, timeoutMs: EMBEDDED_APPROVAL_TIMEOUT_MS })
    if (!READ_ONLY.test(method)) await fetchBalance(ctx, EMBEDDED_WALLET_NAMESPACE).catch(() => {})
    outcome = 'success'
    return result
  } catch (error) {
    const mapped = fromFrameError(error, { rpc: true })
    outcome = outcomeOfFailure(mapped)
    raiseAlert(ctx, mapped)
    throw mapped
  } finally {
    endApproval(ctx, controller, outcome)
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
