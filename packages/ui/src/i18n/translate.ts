/**
 * Message lookup with `{name}` placeholders; unknown languages fall back to English. English is bundled with
 * the modal; every other catalogue is its own chunk, fetched the first time its language is asked for, so a
 * dapp pays only for the language it shows.
 */
import { type CoreMessageKey, en, type MessageKey, type Messages } from './en'
import { selectPlurals } from './plural'

// One chunk per language, so a page pays only for the one it shows.
const loaders: Record<string, () => Promise<Messages>> = {
  de: () => import('./de').then((m) => m.de),
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  pt: () => import('./pt').then((m) => m.pt),
  it: () => import('./it').then((m) => m.it),
  ja: () => import('./ja').then((m) => m.ja),
  ko: () => import('./ko').then((m) => m.ko),
  zh: () => import('./zh').then((m) => m.zh),
  ru: () => import('./ru').then((m) => m.ru),
  tr: () => import('./tr').then((m) => m.tr),
  ar: () => import('./ar').then((m) => m.ar),
}

// Catalogues are immutable, so one copy per page serves every instance; a reopened modal shows its language at once.
const loaded = new Map<string, Messages>([['en', en]])

export type Translate = (key: MessageKey, params?: Record<string, string>) => string

/** The catalogue of `locale` if it is already here (English always is); undefined while it still has to load. */
export function loadedCatalogue(locale: string): Messages | undefined {
  return loaded.get(locale)
}

/** Fetches the catalogue of `locale` (once); English for a language without one. */
export async function loadCatalogue(locale: string): Promise<Messages> {
  const ready = loaded.get(locale)
  if (ready) return ready
  const load = loaders[locale]
  if (!load) return en
  const messages = await load()
  loaded.set(locale, messages)
  return messages
}

/**
 * Parts of the catalogue that load with the views that use them (money/: Swap, Buy, Receive), per language. A key is
 * looked up in the language's catalogue, then its parts, then English and its parts.
 */
const parts = new Map<string, Partial<Record<MessageKey, string>>>()

export function addMessages(locale: string, messages: Partial<Record<MessageKey, string>>): void {
  parts.set(locale, { ...parts.get(locale), ...messages })
}

export function createTranslate(messages: Messages, locale = 'en'): Translate {
  return (key, params) => {
    const own = messages as Partial<Record<MessageKey, string>>
    const template = own[key] ?? parts.get(locale)?.[key] ?? (en as Partial<Record<MessageKey, string>>)[key] ?? parts.get('en')?.[key] ?? key
    if (!params) return template
    return selectPlurals(template, locale, params).replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m)
  }
}

/** The English wording of `key`: the modal's own, else a part's once its view brought it. */
export function englishOf(key: MessageKey): string | undefined {
  return (en as Partial<Record<MessageKey, string>>)[key] ?? parts.get('en')?.[key]
}

/** Whether the catalogues word `key`: a snackbar or an error code may come from outside the modal. */
export function isMessageKey(key: string): key is CoreMessageKey {
  // A part's key counts once its view has brought the part (its English is added then).
  return Object.hasOwn(en, key) || Object.hasOwn(parts.get('en') ?? {}, key)
}
