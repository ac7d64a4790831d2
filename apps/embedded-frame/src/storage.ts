/**
 * What the frame remembers, in its own origin's storage (never the host page's): this device's id, the
 * session token and the chosen chain. Storage can be unavailable (blocked third-party storage); the frame
 * then works for the page's lifetime only.
 */
const KEYS = { device: 'latch-frame:device', session: 'latch-frame:session', chain: 'latch-frame:chain' } as const

export interface FrameStorage {
  deviceId(): string
  token(): string | undefined
  setToken(token: string | undefined): void
  chainId(): number | undefined
  setChainId(chainId: number): void
}

export function frameStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): FrameStorage {
  const memory = new Map<string, string>()
  const get = (key: string) => {
    try {
      return storage?.getItem(key) ?? memory.get(key) ?? undefined
    } catch {
      return memory.get(key)
    }
  }
  const set = (key: string, value: string | undefined) => {
    if (value === undefined) memory.delete(key)
    else memory.set(key, value)
    try {
      if (value === undefined) storage?.removeItem(key)
      else storage?.setItem(key, value)
    } catch {
      // Kept in memory above.
    }
  }
  return {
    deviceId() {
      let id = get(KEYS.device)
      if (!id || !/^[A-Za-z0-9_-]{16,128}$/.test(id)) {
        id = crypto.randomUUID()
        set(KEYS.device, id)
      }
      return id
    },
    token: () => get(KEYS.session),
    setToken: (token) => set(KEYS.session, token),
    chainId() {
      const n = Number(get(KEYS.chain))
      return Number.isInteger(n) && n > 0 ? n : undefined
    },
    setChainId: (chainId) => set(KEYS.chain, String(chainId)),
  }
}
