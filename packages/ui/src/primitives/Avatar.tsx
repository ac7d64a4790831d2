/**
 * A deterministic avatar drawn from the address: two hues from a simple hash give each address a recognisable
 * gradient. With `src` (the account's identity avatar) that image shows instead, the gradient again if it fails.
 */
import { useState } from 'react'

export function avatarHues(address: string): [number, number] {
  let h = 0
  for (const ch of address.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return [h % 360, (h >>> 9) % 360]
}

export function Avatar({ address, label, src }: { address: string; label: string; src?: string }) {
  const [failed, setFailed] = useState<string>()
  const [a, b] = avatarHues(address)
  if (src && failed !== src) {
    // No referrer: the image's host learns nothing about the dapp.
    return <img className="latch-avatar" src={src} alt={label} referrerPolicy="no-referrer" data-testid="latch-avatar-image" onError={() => setFailed(src)} />
  }
  return (
    <svg className="latch-avatar" viewBox="0 0 72 72" role="img" aria-label={label}>
      <defs>
        <linearGradient id={`latch-av-${a}-${b}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${a} 75% 60%)`} />
          <stop offset="1" stopColor={`hsl(${b} 75% 45%)`} />
        </linearGradient>
      </defs>
      <circle cx="36" cy="36" r="36" fill={`url(#latch-av-${a}-${b})`} />
    </svg>
  )
}
