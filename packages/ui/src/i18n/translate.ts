/** Message lookup with `{name}` placeholders; unknown languages fall back to English. */
import { de } from './de'
import { en, type MessageKey, type Messages } from './en'

const catalogues: Record<string, Messages> = { en, de }

export type Translate = (key: MessageKey, params?: Record<string, string>) => string

export function resolveLocale(requested?: string): string {
  const candidates = [requested, typeof navigator !== 'undefined' ? navigator.language : undefined]
  for (const c of candidates) {
    if (!c) continue
    const base = c.toLowerCase().split('-')[0] ?? ''
    if (catalogues[base]) return base
  }
  return 'en'
}

export function createTranslate(locale: string): Translate {
  const messages = catalogues[locale] ?? en
  return (key, params) => {
    const template = messages[key] ?? en[key]
    return params ? template.replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m) : template
  }
}

export const supportedLocales = Object.keys(catalogues)
