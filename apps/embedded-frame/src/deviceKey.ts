/**
 * This device's approval key: an ECDSA P-256 key pair made by WebCrypto as non-extractable, kept in this
 * origin's IndexedDB (a CryptoKey is stored as an object; its private half can be used but never read). Its
 * public half is registered with each session at login, and every approval the user gives is signed with it,
 * so the server signs nothing for a session token alone (review finding M6). Without IndexedDB (blocked
 * third-party storage) the key lives for the page's lifetime, like the session token then does.
 */
const DB = 'latch-frame'
const STORE = 'keys'
const KEY_ID = 'device-approval'

type KeyStore = { get(): Promise<CryptoKeyPair | undefined>; put(pair: CryptoKeyPair): Promise<void> }

function indexedDbStore(idb: IDBFactory): KeyStore {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = idb.open(DB, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open()
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = work(db.transaction(STORE, mode).objectStore(STORE))
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      db.close()
    }
  }
  return {
    get: () => run('readonly', (s) => s.get(KEY_ID) as IDBRequest<CryptoKeyPair | undefined>),
    put: async (pair) => {
      await run('readwrite', (s) => s.put(pair, KEY_ID))
    },
  }
}

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export interface DeviceKey {
  /** The public key to register with a new session (SPKI, base64url). */
  publicKey(): Promise<string>
  /** An ECDSA P-256 / SHA-256 signature (IEEE P1363, base64url) over `text`'s UTF-8 bytes. */
  sign(text: string): Promise<string>
}

export function createDeviceKey({ subtle, idb }: { subtle: SubtleCrypto; idb: IDBFactory | undefined }): DeviceKey {
  const store = idb ? indexedDbStore(idb) : undefined
  let pair: Promise<CryptoKeyPair> | undefined
  const keys = () => {
    pair ??= (async () => {
      const kept = await store?.get().catch(() => undefined)
      if (kept?.privateKey && kept.publicKey) return kept
      const made = (await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair
      await store?.put(made).catch(() => undefined)
      return made
    })()
    return pair
  }
  return {
    publicKey: async () => toBase64Url(await subtle.exportKey('spki', (await keys()).publicKey)),
    sign: async (text) => toBase64Url(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, (await keys()).privateKey, new TextEncoder().encode(text))),
  }
}

/** The origin's IndexedDB, or undefined where storage is blocked (reading the property can throw). */
export function indexedDbOf(win: { indexedDB?: IDBFactory }): IDBFactory | undefined {
  try {
    return win.indexedDB ?? undefined
  } catch {
    return undefined
  }
}
