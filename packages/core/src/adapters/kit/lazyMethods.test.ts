import { describe, expect, it } from 'vitest'
import { lazyMethods } from './lazyMethods'

describe('lazyMethods', () => {
  it('loads the implementation once, on the first call, and forwards arguments and results', async () => {
    let loads = 0
    const group = lazyMethods(async () => {
      loads++
      return { double: async (n: number) => n * 2, name: async () => 'impl' }
    }, ['double', 'name'])
    expect(loads).toBe(0)
    expect(Object.keys(group)).toEqual(['double', 'name'])
    expect(await group.double(21)).toBe(42)
    expect(await group.name()).toBe('impl')
    expect(loads).toBe(1)
  })

  it('a failed load is tried again by the next call; the method’s own error passes through', async () => {
    let attempt = 0
    const group = lazyMethods(async () => {
      if (++attempt === 1) throw new Error('chunk failed')
      return { run: async () => Promise.reject(new TypeError('bad input')) }
    }, ['run'])
    await expect(group.run()).rejects.toThrow('chunk failed')
    await expect(group.run()).rejects.toBeInstanceOf(TypeError)
    expect(attempt).toBe(2)
  })
})
