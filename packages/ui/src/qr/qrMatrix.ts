/**
 * QR modules for a string, from the `qrcode` package's core encoder only (its canvas/SVG renderers are
 * not needed: we draw the SVG ourselves, which keeps the chunk small and works under a strict CSP).
 */
// @ts-expect-error the core entry has no type declarations; its shape is checked below.
import { create } from 'qrcode/lib/core/qrcode.js'

interface QrSymbol {
  modules: { size: number; data: Uint8Array | boolean[] }
}

export interface QrMatrix {
  size: number
  isDark(x: number, y: number): boolean
}

export function qrMatrix(text: string, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' = 'M'): QrMatrix {
  const symbol = (create as (t: string, o: { errorCorrectionLevel: string }) => QrSymbol)(text, { errorCorrectionLevel })
  const { size, data } = symbol.modules
  return { size, isDark: (x, y) => Boolean(data[y * size + x]) }
}

/** One SVG path for all dark modules, leaving a square hole in the middle for a logo when asked. */
export function qrPath(matrix: QrMatrix, holeModules = 0): string {
  const { size } = matrix
  const lo = Math.floor((size - holeModules) / 2)
  const hi = lo + holeModules
  let d = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (holeModules && x >= lo && x < hi && y >= lo && y < hi) continue
      if (matrix.isDark(x, y)) d += `M${x} ${y}h1v1h-1z`
    }
  }
  return d
}
