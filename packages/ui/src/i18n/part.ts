/**
 * A part of the catalogue that loads with the views using it, not with the modal: English comes with those views,
 * another language is fetched the first time one of them shows in it. A part that fails to load leaves English.
 */
import { addMessages } from './translate'

export interface MessagePart {
  /** Whether the part is here for `locale` (English always is, once asked). */
  ready(locale: string): boolean
  load(locale: string): Promise<void>
}

export function messagePart<K extends string>(en: Record<K, string>, loaders: Record<string, () => Promise<Record<K, string>>>): MessagePart {
  const settled = new Set<string>()
  return {
    ready(locale) {
      if (!settled.has('en')) {
        addMessages('en', en)
        settled.add('en')
      }
      return settled.has(locale) || !loaders[locale]
    },
    async load(locale) {
      const load = loaders[locale]
      if (!load || settled.has(locale)) return
      try {
        addMessages(locale, await load())
      } finally {
        settled.add(locale)
      }
    },
  }
}
