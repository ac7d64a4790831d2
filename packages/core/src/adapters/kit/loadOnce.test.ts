import { describe, expect, it } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('loads once for every caller and then holds the value', async () => {
    let loads = 0
    const load = loadOnce(async () => ++loads)
    expect([load.started, load.value]).toEqual([false, undefined])
    const [a, b] = await Promise.all([load(), load()])
    expect([a, b, loads, load.value, load.started]).toEqual([1, 1, 1, 1, true])
    expect(await load()).toBe(1)
  })

  it('forgets a failed load, so the next caller tries again', async () => {
    let attempt = 0
    const load = loadOnce(async () => {
      if (++attempt === 1) throw new Error('chunk failed')
      return 'ok'
    })
    await expect(load()).rejects.toThrow('chunk failed')
    expect(load.started).toBe(false)
    expect(await load()).toBe('ok')
  })
})
