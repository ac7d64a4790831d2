/**
 * `cookieStorage`: the storage for a server-rendered dapp. The keys a server needs to render a stored connection
 * go to cookies, so the next request carries them (read them with `cookieToInitialState`); every other key stays
 * in localStorage, keeping the cookies the browser sends with each request small. Nothing secret is stored here:
 * the embedded wallet's secrets never reach host storage.
 */
import { STORAGE_KEYS } from '../store/keys'
import { defaultStorage } from '../store/memoryStorage'
import type { LatchStorage } from '../types/options'
import { parseCookies } from './parseCookies'

/** The keys `cookieToInitialState` reads; the per-namespace ones end in `.<namespace>`. */
const PER_NAMESPACE = [STORAGE_KEYS.connectionStatus, STORAGE_KEYS.connectorId, STORAGE_KEYS.address, STORAGE_KEYS.activeCaipNetworkId]
const GLOBAL = [STORAGE_KEYS.connectedNamespaces, STORAGE_KEYS.lastUsedChain]
const COOKIE_KEY = new RegExp(`\\.(?:(?:${PER_NAMESPACE.join('|')})\\.[a-z0-9-]+|${GLOBAL.join('|')})$`)

/** Kept as long as localStorage would keep it; 400 days is the longest a browser honours. */
const MAX_AGE_S = 400 * 24 * 60 * 60

export function isCookieKey(key: string): boolean {
  return COOKIE_KEY.test(key)
}

function writeCookie(key: string, value: string, maxAge: number): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: storage reads are synchronous; the Cookie Store API is not (nor in every browser)
  document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`
}

function createCookieStorage(): LatchStorage {
  let local: LatchStorage | undefined
  // On a server there is no document: it reads nothing and keeps nothing (a server instance serves many users).
  const inBrowser = () => typeof document !== 'undefined'
  const rest = () => (local ??= defaultStorage())
  return {
    getItem(key) {
      if (!inBrowser()) return null
      return isCookieKey(key) ? (parseCookies(document.cookie).get(key) ?? null) : rest().getItem(key)
    },
    setItem(key, value) {
      if (!inBrowser()) return
      if (isCookieKey(key)) writeCookie(key, value, MAX_AGE_S)
      else rest().setItem(key, value)
    },
    removeItem(key) {
      if (!inBrowser()) return
      if (isCookieKey(key)) writeCookie(key, '', 0)
      else rest().removeItem(key)
    },
  }
}

/** Pass as `storage` with `ssr: true`. https://docs.reown.com/appkit/next/core/installation */
export const cookieStorage: LatchStorage = /* @__PURE__ */ createCookieStorage()
