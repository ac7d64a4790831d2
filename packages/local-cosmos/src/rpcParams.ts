import { fromBase64, fromHex, toUtf8 } from '@cosmjs/encoding'

/** A JSON-RPC error, with CometBFT's codes and messages. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data = '',
  ) {
    super(message)
  }
}

export const invalidParams = (detail: string) => new RpcError(-32602, 'Invalid params', `error converting json params to arguments: ${detail}`)
export const internalError = (detail: string) => new RpcError(-32603, 'Internal error', detail)

/**
 * A method's parameters, from a JSON-RPC body (typed JSON; bytes as base64, or hex where Comet's type is HexBytes)
 * or from a GET query string (Comet's URI form: strings quoted, numbers bare, bytes as `0x…` hex or a quoted string).
 */
export class Params {
  constructor(
    private readonly values: Record<string, unknown>,
    private readonly fromUri: boolean,
  ) {}

  has(name: string): boolean {
    return this.values[name] !== undefined && this.values[name] !== null && this.values[name] !== ''
  }

  string(name: string, fallback?: string): string {
    const value = this.values[name]
    if (value === undefined || value === null) {
      if (fallback !== undefined) return fallback
      throw invalidParams(`missing ${name}`)
    }
    if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
    return this.fromUri ? unquote(value) : value
  }

  int(name: string): number | undefined {
    const value = this.values[name]
    if (value === undefined || value === null || value === '') return undefined
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? unquote(value) : ''
    if (!/^-?\d{1,15}$/.test(text)) throw invalidParams(`${name} must be an integer`)
    return Number(text)
  }

  bool(name: string): boolean {
    const value = this.values[name]
    return value === true || value === 'true'
  }

  /** Bytes: `json` says how a JSON-RPC body encodes them (base64 for []byte, hex for HexBytes). */
  bytes(name: string, json: 'base64' | 'hex', optional = false): Uint8Array {
    const value = this.values[name]
    if (value === undefined || value === null || value === '') {
      if (optional) return new Uint8Array()
      throw invalidParams(`missing ${name}`)
    }
    if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
    try {
      if (this.fromUri) {
        if (/^0x/i.test(value)) return fromHex(value.slice(2))
        if (value.startsWith('"')) return toUtf8(unquote(value))
        throw new Error('expected 0x-prefixed hex or a quoted string')
      }
      return json === 'hex' ? fromHex(value) : fromBase64(value)
    } catch (error) {
      throw invalidParams(`${name}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value
}
