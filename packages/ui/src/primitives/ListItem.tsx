import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Icon } from './Icon'
import { WalletImage } from './WalletImage'

export interface ListItemProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string
  image?: string
  /** Small tags after the label, e.g. Installed / Recent / Active. */
  tags?: readonly { text: string; tone?: 'accent' }[]
  trailing?: ReactNode
  /** Replaces the image, e.g. an icon for action rows. */
  leading?: ReactNode
  current?: boolean
}

/** A row in the modal's lists: wallets, networks, actions. */
export function ListItem({ label, image, tags = [], trailing, leading, current, ...rest }: ListItemProps) {
  return (
    <button type="button" className="latch-item" aria-current={current || undefined} {...rest}>
      {leading ?? <WalletImage src={image} name={label} />}
      <span className="latch-item-label">{label}</span>
      {tags.map((t) => (
        <span key={t.text} className="latch-tag" data-tone={t.tone}>
          {t.text}
        </span>
      ))}
      {trailing === undefined ? <Icon name="chevron" /> : trailing}
    </button>
  )
}
