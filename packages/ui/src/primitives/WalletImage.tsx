import { useState } from 'react'
import { safeImageUrl } from '../utils/safeUrl'
import { Img } from './Img'

/** A wallet's or network's image; unsafe or broken sources fall back to the name's initial. */
export function WalletImage({ src, name, size = 'md' }: { src?: string; name: string; size?: 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false)
  const safe = broken ? undefined : safeImageUrl(src)
  if (safe) return <Img className="latch-img" data-size={size} src={safe} alt="" onError={() => setBroken(true)} />
  return (
    <span className="latch-img" data-size={size} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  )
}
