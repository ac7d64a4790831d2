import { buttonStyles } from '../styles/buttonStyles'
import { useStyles } from '../styles/useStyles'
import { safeImageUrl } from '../utils/safeUrl'
import type { HeaderButtonProps } from './types'

export interface NetworkButtonProps extends HeaderButtonProps {
  name: string
  image?: string
}

export function NetworkButton({ name, image, disabled, themeMode = 'light', ...handlers }: NetworkButtonProps) {
  useStyles('latch-buttons', buttonStyles)
  const src = safeImageUrl(image)
  return (
    <button
      type="button"
      className="latch-theme latch-hbtn"
      data-theme={themeMode}
      data-testid="latch-network-button"
      aria-label={`Network ${name}`}
      disabled={disabled}
      {...handlers}
    >
      {src && <img src={src} alt="" />}
      {name}
    </button>
  )
}
