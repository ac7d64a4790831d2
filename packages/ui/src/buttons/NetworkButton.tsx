import { safeImageUrl } from '../utils/safeUrl'
import { HeaderButton } from './HeaderButton'
import type { HeaderButtonProps } from './types'

export interface NetworkButtonProps extends HeaderButtonProps {
  name: string
  image?: string
  /** The word for "network" its accessible name starts with ("Network Ethereum"); see buttonLabels. */
  label?: string
}

export function NetworkButton({ name, image, label = 'Network', ...props }: NetworkButtonProps) {
  const src = safeImageUrl(image)
  return (
    <HeaderButton testId="latch-network-button" aria-label={`${label} ${name}`} {...props}>
      {src && <img src={src} alt="" />}
      {name}
    </HeaderButton>
  )
}
