import { describe, expect, it } from 'vitest'
import { qrMatrix, qrPath } from './qrMatrix'

describe('QR', () => {
  it('encodes a WalletConnect URI into a square matrix with the three finder patterns', () => {
    const m = qrMatrix('wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303')
    expect(m.size).toBeGreaterThan(40)
    // Finder pattern corners are dark; the separator next to them is light.
    for (const [x, y] of [[0, 0], [m.size - 1, 0], [0, m.size - 1]] as const) expect(m.isDark(x, y)).toBe(true)
    expect(m.isDark(7, 7)).toBe(false)
  })
  it('draws one path, leaving the logo hole empty', () => {
    const m = qrMatrix('hello')
    const full = qrPath(m)
    const holed = qrPath(m, 5)
    expect(full.startsWith('M0 0h1v1h-1z')).toBe(true)
    expect(holed.length).toBeLessThan(full.length)
  })
})
