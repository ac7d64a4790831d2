import { address as bitcoinAddress, opcodes } from 'bitcoinjs-lib'
import { REGTEST } from './network'

/** Output script kinds, named as Esplora's `scriptpubkey_type`. */
export type ScriptType = 'p2pkh' | 'p2sh' | 'v0_p2wpkh' | 'v0_p2wsh' | 'v1_p2tr' | 'op_return' | 'p2pk' | 'unknown'

const HASH160 = 0xa9
const DUP = 0x76
const EQUALVERIFY = 0x88
const CHECKSIG = 0xac
const EQUAL = 0x87
const RETURN = 0x6a

/** What kind of output `script` is, by its exact template (as bitcoind's `Solver`). */
export function scriptType(script: Uint8Array): ScriptType {
  const s = script
  if (s.length === 25 && s[0] === DUP && s[1] === HASH160 && s[2] === 20 && s[23] === EQUALVERIFY && s[24] === CHECKSIG) return 'p2pkh'
  if (s.length === 23 && s[0] === HASH160 && s[1] === 20 && s[22] === EQUAL) return 'p2sh'
  if (s.length === 22 && s[0] === 0 && s[1] === 20) return 'v0_p2wpkh'
  if (s.length === 34 && s[0] === 0 && s[1] === 32) return 'v0_p2wsh'
  if (s.length === 34 && s[0] === 0x51 && s[1] === 32) return 'v1_p2tr'
  if (s.length >= 1 && s[0] === RETURN) return 'op_return'
  if ((s.length === 35 && s[0] === 33) || (s.length === 67 && s[0] === 65)) if (s[s.length - 1] === CHECKSIG) return 'p2pk'
  return 'unknown'
}

/** The regtest address of an output script, or undefined for scripts without one (OP_RETURN, bare keys). */
export function scriptAddress(script: Uint8Array): string | undefined {
  try {
    return bitcoinAddress.fromOutputScript(script, REGTEST)
  } catch {
    return undefined
  }
}

/** The output script an address pays to; throws on anything that is not a regtest address. */
export function addressScript(address: string): Uint8Array {
  return bitcoinAddress.toOutputScript(address, REGTEST)
}

/**
 * Below this an output is dust (bitcoind's `GetDustThreshold` at the default 3 sat/vB dust relay fee): the cost of
 * spending it later. OP_RETURN outputs are exempt; other types are non-standard anyway.
 */
export const DUST_THRESHOLD: Partial<Record<ScriptType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  v0_p2wpkh: 294n,
  v0_p2wsh: 330n,
  v1_p2tr: 330n,
  p2pk: 576n,
}

const OPCODE_NAMES = new Map<number, string>()
for (const [name, code] of Object.entries(opcodes)) if (typeof code === 'number' && !OPCODE_NAMES.has(code)) OPCODE_NAMES.set(code, name)

/** A script in rust-bitcoin's assembly, the form Esplora prints (`OP_0 OP_PUSHBYTES_20 ab…`). */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  const hex = (from: number, length: number) => Buffer.from(script.subarray(from, from + length)).toString('hex')
  for (let i = 0; i < script.length; ) {
    const op = script[i++] as number
    let length = -1
    let name = ''
    if (op >= 1 && op <= 75) [length, name] = [op, `OP_PUSHBYTES_${op}`]
    else if (op === 0x4c) [length, name] = [script[i] ?? 0, 'OP_PUSHDATA1']
    else if (op === 0x4d) [length, name] = [(script[i] ?? 0) | ((script[i + 1] ?? 0) << 8), 'OP_PUSHDATA2']
    else if (op === 0x4e) [length, name] = [Buffer.from(script.subarray(i, i + 4)).readUInt32LE(0), 'OP_PUSHDATA4']
    if (length < 0) {
      if (op === 0) parts.push('OP_0')
      else if (op === 0x4f) parts.push('OP_PUSHNUM_NEG1')
      else if (op >= 0x51 && op <= 0x60) parts.push(`OP_PUSHNUM_${op - 0x50}`)
      else parts.push(OPCODE_NAMES.get(op) ?? `OP_UNKNOWN_${op}`)
      continue
    }
    i += op === 0x4c ? 1 : op === 0x4d ? 2 : op === 0x4e ? 4 : 0
    if (i + length > script.length) {
      parts.push(`${name} <push past end>`)
      break
    }
    parts.push(`${name} ${hex(i, length)}`)
    i += length
  }
  return parts.join(' ')
}
