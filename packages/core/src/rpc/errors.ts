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

/**
 * Every endpoint failed (down, slow, rate-limited, garbage, wrong chain) on every attempt. An endpoint already known to
 * serve another chain is not asked again, so it is not among the failures: with none left, the list is empty.
 */
export class RpcUnreachableError extends LatchError {
  override name = 'RpcUnreachableError'
  readonly failures: readonly { url: string; reason: string }[]
  constructor({ failures }: { failures: readonly { url: string; reason: string }[] }) {
    super({
      code: 'RPC_UNREACHABLE',
      shortMessage: 'Network unreachable',
      longMessage: `No RPC endpoint answered: ${failures.map((f) => `${f.url} (${f.reason})`).join('; ') || 'none left to ask'}.`,
    })
    this.failures = failures
  }
}

/**
 * An endpoint's reply was larger than the cap (spec §9 has none; 10 MiB by default). It counts against that
 * endpoint; thrown when no endpoint gave a usable answer and one of them answered this way.
 */
export class RpcResponseTooLargeError extends LatchError {
  override name = 'RpcResponseTooLargeError'
  readonly url: string
  readonly maxBytes: number
  constructor({ url, maxBytes }: { url: string; maxBytes: number }) {
    super({ code: 'RPC_RESPONSE_TOO_LARGE', shortMessage: 'RPC response too large', longMessage: `${url} answered with more than ${maxBytes} bytes.` })
    this.url = url
    this.maxBytes = maxBytes
  }
}
