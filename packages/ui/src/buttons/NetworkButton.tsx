import { safeImageUrl } from '../utils/safeUrl'
import { HeaderButton } from './HeaderButton'
import type { HeaderButtonProps } from './types'

export interface NetworkButtonProps extends HeaderButtonProps {
  name: string
  image?: string
}

export function NetworkButton({ name, image, ...props }: NetworkButtonProps) {
  const src = safeImageUrl(image)
  return (
    <HeaderButton testId="latch-network-button" aria-label={`Network ${name}`} {...props}>
      {src && <img src={src} alt="" />}
      {name}
    </HeaderButton>
  )
}
