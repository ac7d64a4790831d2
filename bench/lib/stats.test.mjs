import { describe, expect, it } from 'vitest'
import { median, medianInterval, pairedDifferences } from './stats.mjs'

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring what is not a number', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([null, 7, undefined, Number.NaN])).toBe(7)
    expect(median([])).toBeNull()
  })
})

describe('medianInterval', () => {
  const ranks = (n) => Array.from({ length: n }, (_, i) => i + 1)

  it('uses the ranks of the binomial table at 95%', () => {
    // Published ranks (e.g. Conover, Practical Nonparametric Statistics): n = 6 → 1st and 6th, 9 → 2nd and 8th,
    // 20 → 6th and 15th, 30 → 10th and 21st, 50 → 18th and 33rd.
    expect(medianInterval(ranks(6))).toEqual({ low: 1, high: 6, n: 6 })
    expect(medianInterval(ranks(9))).toEqual({ low: 2, high: 8, n: 9 })
    expect(medianInterval(ranks(20))).toEqual({ low: 6, high: 15, n: 20 })
    expect(medianInterval(ranks(30))).toEqual({ low: 10, high: 21, n: 30 })
    expect(medianInterval(ranks(50))).toEqual({ low: 18, high: 33, n: 50 })
  })

  it('sorts first and has no interval below six values', () => {
    expect(medianInterval([9, 3, 7, 1, 5, 11, 2, 8, 4])).toEqual({ low: 2, high: 9, n: 9 })
    expect(medianInterval(ranks(5))).toBeNull()
  })

  it('narrows at a lower level', () => {
    // P(X ≤ 10) = 0.049 and P(X ≤ 11) = 0.100 for n = 30: the 11th and 20th at 80%.
    expect(medianInterval(ranks(30), 0.8)).toEqual({ low: 11, high: 20, n: 30 })
  })
})

describe('pairedDifferences', () => {
  it('subtracts round by round and drops rounds where either load has no figure', () => {
    const app = [{ t: 110 }, { t: 130 }, { t: null }, { t: 90 }]
    const base = [{ t: 100 }, { t: 100 }, { t: 80 }]
    expect(pairedDifferences(app, base, 't')).toEqual([10, 30])
  })
})
