/** Errors of the RPC transport: an answer that is an error, and no endpoint answering at all. */
import { LatchError } from '../errors/base'

/** The node answered with a JSON-RPC error object: a real answer, so no other endpoint is tried. */
export class RpcResponseError extends LatchError {
  override name = 'RpcResponseError'
  readonly rpcCode: number
  readonly data: unknown
  constructor({ code, message, data, url }: { code: number; message: string; data?: unknown; url: string }) {
    super({ code: 'RPC_RESPONSE_ERROR', shortMessage: message || 'RPC error', longMessage: `${url} answered with error ${code}: ${message}` })
    this.rpcCode = code
    this.data = data
  }
}

/** Every endpoint failed (down, slow, rate-limited, garbage, wrong chain) on every attempt. */
export class RpcUnreachableError extends LatchError {
  override name = 'RpcUnreachableError'
  readonly failures: readonly { url: string; reason: string }[]
  constructor({ failures }: { failures: readonly { url: string; reason: string }[] }) {
    super({
      code: 'RPC_UNREACHABLE',
      shortMessage: 'Network unreachable',
      longMessage: `No RPC endpoint answered: ${failures.map((f) => `${f.url} (${f.reason})`).join('; ') || 'none configured'}.`,
    })
    this.failures = failures
  }
}

