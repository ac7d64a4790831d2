/**
 * Reading ABI-encoded call arguments, strictly: only the one canonical encoding of each value is read.
 * Anything else (trailing bytes, dirty high bits, a bool that is 2, an odd offset) is not decoded at all,
 * so the screen never shows a reading the contract might not share.
 */
import { getAddress } from 'ethers'
import type { Row } from '../rows'

export interface DecodedCall {
  /** The call's facts, starting with its Solidity signature. */
  rows: Row[]
  warnings: string[]
}

/** Decodes the argument words of one selector's call; undefined when they are not that call's canonical encoding. */
export type CallDecoder = (words: string[], to: string) => DecodedCall | undefined

/** The 32-byte words after the selector, as 64 hex digits each; undefined unless the data is whole words. */
export function wordsOf(data: string): string[] | undefined {
  const body = data.slice(10)
  if (data.length < 10 || body.length % 64) return undefined
  return body.match(/.{64}/g) ?? []
}

export function uintOf(word: string | undefined, bits = 256): bigint | undefined {
  if (word === undefined) return undefined
  const value = BigInt(`0x${word}`)
  return value < 1n << BigInt(bits) ? value : undefined
}

export function addressOf(word: string | undefined): string | undefined {
  return word !== undefined && uintOf(word, 160) !== undefined ? getAddress(`0x${word.slice(24)}`) : undefined
}

export function boolOf(word: string | undefined): boolean | undefined {
  const value = uintOf(word, 1)
  return value === undefined ? undefined : value === 1n
}

/**
 * The call's one `bytes` argument, whose head is word `index` of `heads` head words: its offset must point
 * just past the heads, and the words must end exactly after its zero-padded content.
 */
export function bytesOf(words: string[], index: number, heads: number): string | undefined {
  if (uintOf(words[index]) !== BigInt(heads * 32)) return undefined
  const length = uintOf(words[heads])
  if (length === undefined || length > BigInt((words.length - heads - 1) * 32)) return undefined
  const n = Number(length)
  if (words.length !== heads + 1 + Math.ceil(n / 32)) return undefined
  const content = words.slice(heads + 1).join('')
  return /^0*$/.test(content.slice(n * 2)) ? `0x${content.slice(0, n * 2)}` : undefined
}

export const fn = (signature: string): Row => ({ label: 'Function', value: signature })
