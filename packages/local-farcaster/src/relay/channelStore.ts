/**
 * Channels in memory, each living `ttlMs` from its creation (the relay sets a Redis TTL at open and keeps it on
 * update, so completing a channel does not extend it). Expired channels are dropped as new ones open.
 */
import type { RelayChannel } from './channel'
import { generateChannelToken } from './tokens'

export interface ChannelStore {
  /** Reserves a fresh token for `create(token)`'s channel. */
  open(create: (token: string) => RelayChannel): string
  read(token: string): RelayChannel | undefined
  /** Replaces a live channel's contents; false when it is unknown or expired. */
  update(token: string, channel: RelayChannel): boolean
  close(token: string): void
}

export function createChannelStore({ ttlMs, now }: { ttlMs: number; now: () => number }): ChannelStore {
  const channels = new Map<string, { channel: RelayChannel; expiresAt: number }>()
  const live = (token: string) => {
    const entry = channels.get(token)
    if (!entry) return undefined
    if (entry.expiresAt > now()) return entry
    channels.delete(token)
    return undefined
  }
  return {
    open(create) {
      const t = now()
      for (const [token, entry] of channels) if (entry.expiresAt <= t) channels.delete(token)
      let token = generateChannelToken()
      while (channels.has(token)) token = generateChannelToken()
      channels.set(token, { channel: create(token), expiresAt: t + ttlMs })
      return token
    },
    read: (token) => live(token)?.channel,
    update(token, channel) {
      const entry = live(token)
      if (!entry) return false
      entry.channel = channel
      return true
    },
    close(token) {
      channels.delete(token)
    },
  }
}
