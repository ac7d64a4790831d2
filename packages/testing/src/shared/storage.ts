/** Where a test wallet remembers what a real one keeps across page loads (which dapps it authorised). */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The page's localStorage where there is one (a browser; Playwright keeps it across reloads), else nothing. */
export function defaultStorage(): TestWalletStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}
