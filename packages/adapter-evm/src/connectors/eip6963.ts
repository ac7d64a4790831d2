import type { Connector } from '@latch/core'
import type { Eip6963ProviderDetail } from '../types'
import { isEip1193Provider } from './walletWindow'

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== ''

/**
 * Validates an announcement. Any script on the page can dispatch this event, so the detail is
 * untrusted: malformed ones are dropped rather than allowed to break discovery.
 */
export function parseAnnouncement(event: Event): Eip6963ProviderDetail | undefined {
  const detail = (event as CustomEvent<unknown>).detail as Partial<Eip6963ProviderDetail> | undefined
  const info = detail?.info
  if (!info || !isEip1193Provider(detail.provider)) return undefined
  if (!nonEmpty(info.uuid) || !nonEmpty(info.name)) return undefined
  return {
    info: {
      uuid: info.uuid,
      name: info.name,
      icon: typeof info.icon === 'string' ? info.icon : '',
      rdns: typeof info.rdns === 'string' ? info.rdns : '',
    },
    provider: detail.provider,
  }
}

/** Only image data URIs and http(s) URLs reach an <img>; anything else (javascript:, …) is dropped. */
function safeIcon(icon: string): string | undefined {
  return /^data:image\/[\w.+-]+[;,]/i.test(icon) || /^https?:\/\//i.test(icon) ? icon : undefined
}

/** An announced wallet as a connector. Its id is the rdns, so it matches the wallet directory and survives reloads. */
export function announcedConnector({ info, provider }: Eip6963ProviderDetail): Connector {
  const imageUrl = safeIcon(info.icon)
  return {
    id: info.rdns || info.uuid,
    name: info.name,
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(imageUrl ? { imageUrl } : {}),
    info: { rdns: info.rdns || undefined },
    provider,
  }
}
