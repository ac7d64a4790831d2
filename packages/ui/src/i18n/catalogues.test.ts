import { describe, expect, it } from 'vitest'
import { en } from './en'
import { selectPlurals } from './plural'
import { buttonLabels, buttonLabelsByLocale } from './buttonLabels'
import { resolveLocale, supportedLocales } from './locale'
import { loadCatalogue } from './translate'

/** The twelve languages of issue #21; a language added later only adds to this list. */
const LANGUAGES = ['en', 'de', 'es', 'fr', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar']

const PARTS = ['money', 'names', 'farcaster', 'smartAccount']

/** A part's catalogue file for a language, e.g. ./money/fr.ts → its one export, `moneyFr`. */
async function part(dir: string, locale: string): Promise<Record<string, string>> {
  const module: Record<string, Record<string, string>> = await import(`./${dir}/${locale}.ts`)
  const exported = Object.values(module)[0]
  if (!exported) throw new Error(`${dir}/${locale}.ts exports nothing`)
  return exported
}

/** `{name}` placeholders and `{name, plural, …}` selectors of a message, sorted. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort()

/** The forms a message's plural blocks offer. */
const pluralForms = (text: string) => [...text.matchAll(/(?:^|[\s}])(=\d+|zero|one|two|few|many|other)\s*\{/g)].map((m) => m[1] as string)

/** What is wrong with `messages` as a translation of `english` into `locale`; empty when nothing is. */
function problems(locale: string, english: Record<string, string>, messages: Record<string, string>): string[] {
  const found: string[] = []
  const missing = Object.keys(english).filter((k) => !Object.hasOwn(messages, k))
  const extra = Object.keys(messages).filter((k) => !Object.hasOwn(english, k))
  if (missing.length) found.push(`missing: ${missing.join(', ')}`)
  if (extra.length) found.push(`not in English: ${extra.join(', ')}`)
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  for (const [key, source] of Object.entries(english)) {
    const text = messages[key]
    if (text === undefined) continue
    if (text.trim() === '') found.push(`${key}: empty`)
    if (placeholders(text).join() !== placeholders(source).join()) found.push(`${key}: placeholders ${placeholders(text)} ≠ English ${placeholders(source)}`)
    const forms = pluralForms(text)
    if (forms.length === 0) continue
    for (const f of forms) if (!f.startsWith('=') && !categories.includes(f as Intl.LDMLPluralRule)) found.push(`${key}: "${f}" is no plural form in ${locale}`)
    if (!forms.includes('other')) {
      found.push(`${key}: a plural needs an "other" form`)
      continue
    }
    // Written so the parser reads it: every number comes out as a sentence, no block left as it was.
    for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 1.5]) {
      const out = selectPlurals(text, locale, Object.fromEntries(placeholders(text).map((p) => [p, String(n)])))
      if (out.includes(', plural,')) found.push(`${key}: no form for ${n}`)
    }
  }
  return found
}

describe('catalogues: twelve languages, nothing missing', () => {
  it('offers the twelve languages, each picked from the browser’s tag', () => {
    expect([...supportedLocales].sort()).toEqual([...LANGUAGES].sort())
    expect(resolveLocale('zh-CN')).toBe('zh')
    expect(resolveLocale('pt-BR')).toBe('pt')
    expect(resolveLocale('ar-EG')).toBe('ar')
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s: the modal’s catalogue has every key, its placeholders and its plural forms', async (locale) => {
    const messages = await loadCatalogue(locale)
    expect(messages).not.toBe(en)
    expect(problems(locale, en, messages)).toEqual([])
  })

  it.each(LANGUAGES.filter((l) => l !== 'en').flatMap((l) => PARTS.map((p) => [l, p] as const)))('%s: the %s part has every key, its placeholders and its plural forms', async (locale, dir) => {
    expect(problems(locale, await part(dir, 'en'), await part(dir, locale))).toEqual([])
  })

  it('words the header buttons (first bundle, apart from the catalogues) in the same twelve languages', () => {
    expect(Object.keys(buttonLabelsByLocale).sort()).toEqual([...LANGUAGES].sort())
    for (const [locale, labels] of Object.entries(buttonLabelsByLocale)) {
      expect(Object.keys(labels).sort(), locale).toEqual(['connect', 'connecting', 'network'])
      for (const text of Object.values(labels)) expect(text.trim(), locale).not.toBe('')
      // Each is its own language's, not English left in place.
      if (locale !== 'en') expect(labels.connect, locale).not.toBe(buttonLabelsByLocale.en?.connect)
    }
    expect(buttonLabels('xx')).toBe(buttonLabelsByLocale.en)
  })

  it('catches what it is for: a missing key, a renamed placeholder, a plural without the language’s forms', () => {
    const english = { a: 'Hi {name}', b: '{count, plural, one {# wallet} other {# wallets}}', c: 'Done' }
    expect(problems('ru', english, { a: 'Привет {nom}', b: '{count, plural, one {# кошелёк} many {# кошельков} other {# кошелька}}' })).toEqual([
      'missing: c',
      'a: placeholders nom ≠ English name',
    ])
    expect(problems('ja', english, { a: '{name}', b: '{count, plural, one {#} few {#}}', c: '完了' })).toEqual([
      'b: "one" is no plural form in ja',
      'b: "few" is no plural form in ja',
      'b: a plural needs an "other" form',
    ])
    expect(problems('de', english, { a: '{name}', b: '{count, plural, one {# Wallet} other {# {Wallets}}', c: 'Fertig' })).toContain('b: no form for 0')
  })
})
