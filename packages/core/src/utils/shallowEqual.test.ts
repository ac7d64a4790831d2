import { expect, test } from 'vitest'
import { shallowEqual } from './shallowEqual'

test('compares one level deep', () => {
  const inner = { a: 1 }
  expect(shallowEqual({ x: inner, y: 'b' }, { x: inner, y: 'b' })).toBe(true)
  expect(shallowEqual({ x: inner }, { x: { a: 1 } })).toBe(false)
  expect(shallowEqual({ x: 1 }, { x: 1, y: undefined })).toBe(false)
  expect(shallowEqual({ x: undefined }, { y: undefined })).toBe(false)
  expect(shallowEqual([1, 2], [1, 2])).toBe(true)
  expect(shallowEqual([1], { 0: 1 })).toBe(false)
  expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
  expect(shallowEqual(null, {})).toBe(false)
  expect(shallowEqual('a', 'a')).toBe(true)
})
