/**
 * The ERC-7677 methods over a Sponsorship: `pm_getPaymasterStubData` (for gas estimation) and
 * `pm_getPaymasterData` (the signed data), both with params `[userOp, entryPoint, chainIdHex, context]`.
 */
import { ENTRY_POINT_V07 } from '../addresses'
import { isRpcUserOperation } from '../userOperation'
import type { RateLimit } from './rateLimit'
import type { PaymasterFields, Sponsorship } from './sponsorship'

export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export interface Erc7677Options {
  sponsorship: Sponsorship
  chainId: number
  sponsorName: string
  /**
   * Signed sponsorships per account (`sender`). Every user's request reaches the paymaster from the wallet server's one
   * address, so the HTTP server's per-address limit is one budget for all of them: this one keeps one account from
   * spending it.
   */
  perSender?: RateLimit
}

export type StubData = PaymasterFields & { isFinal: false; sponsor: { name: string } }

export async function handleErc7677(method: string, params: unknown, { sponsorship, chainId, sponsorName, perSender }: Erc7677Options): Promise<StubData | PaymasterFields> {
  if (method !== 'pm_getPaymasterStubData' && method !== 'pm_getPaymasterData') throw new RpcFailure(-32601, `Method not found: ${method}`)
  if (!Array.isArray(params) || params.length < 3) throw new RpcFailure(-32602, 'Invalid params: expected [userOp, entryPoint, chainId, context]')
  const [userOp, entryPoint, chainIdHex] = params
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== ENTRY_POINT_V07.toLowerCase()) {
    throw new RpcFailure(-32602, `Unsupported entry point ${String(entryPoint)}: this paymaster serves ${ENTRY_POINT_V07} (v0.7) only`)
  }
  if (typeof chainIdHex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainIdHex) || BigInt(chainIdHex) !== BigInt(chainId)) {
    throw new RpcFailure(-32602, `Unsupported chain ${String(chainIdHex)}: this paymaster sponsors chain ${chainId} only`)
  }
  if (!isRpcUserOperation(userOp)) throw new RpcFailure(-32602, 'Invalid params: userOp is not a v0.7 UserOperation')
  if (method === 'pm_getPaymasterStubData') return { ...(await sponsorship.stub()), isFinal: false, sponsor: { name: sponsorName } }
  const sender = userOp.sender.toLowerCase()
  if (perSender && !perSender.take(sender)) {
    throw new RpcFailure(-32005, `Too many sponsorships for ${userOp.sender}: try again in ${perSender.retryAfterS(sender)} s`)
  }
  return sponsorship.sign(userOp)
}
