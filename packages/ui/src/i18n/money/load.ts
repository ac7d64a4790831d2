/**
 * The money views' part of the catalogue (money/en.ts, money/de.ts): English comes with those views, another
 * language is fetched the first time one of them shows in it. A part that fails to load leaves English.
 */
import { addMessages } from '../translate'
import { moneyEn, type MoneyMessageKey } from './en'

const loaders: Record<string, () => Promise<Record<MoneyMessageKey, string>>> = {
  de: () => import('./de').then((m) => m.moneyDe),
}
const settled = new Set<string>()

/** Whether the part is here for `locale` (English always is, once asked). */
export function moneyMessagesReady(locale: string): boolean {
  if (!settled.has('en')) {
    addMessages('en', moneyEn)
    settled.add('en')
  }
  return settled.has(locale) || !loaders[locale]
}

export async function loadMoneyMessages(locale: string): Promise<void> {
  const load = loaders[locale]
  if (!load || settled.has(locale)) return
  try {
    addMessages(locale, await load())
  } finally {
    settled.add(locale)
  }
}
