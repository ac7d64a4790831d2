import { useMemo } from 'react'
import { qrMatrix, qrPath } from '../qr/qrMatrix'
import { safeImageUrl } from '../utils/safeUrl'

/** The QR code as inline SVG (no canvas, no data URI), with an optional logo in a quiet middle. */
export function QrCode({ value, label, logo, size = 280 }: { value: string; label: string; logo?: string; size?: number }) {
  const logoSrc = safeImageUrl(logo)
  const { matrix, path, hole } = useMemo(() => {
    const m = qrMatrix(value, logoSrc ? 'Q' : 'M')
    const h = logoSrc ? Math.floor(m.size / 5) | 1 : 0
    return { matrix: m, path: qrPath(m, h), hole: h }
  }, [value, logoSrc])
  const pad = 2
  const box = matrix.size + pad * 2
  const holeAt = pad + (matrix.size - hole) / 2
  return (
    <svg className="latch-qr" viewBox={`0 0 ${box} ${box}`} width={size} height={size} role="img" aria-label={label} data-testid="latch-qr">
      <rect width={box} height={box} fill="#fff" />
      <path d={path} transform={`translate(${pad} ${pad})`} fill="var(--w3m-qr-color, #000)" shapeRendering="crispEdges" />
      {logoSrc && <image href={logoSrc} x={holeAt + 0.5} y={holeAt + 0.5} width={hole - 1} height={hole - 1} />}
    </svg>
  )
}
