/**
 * Plural forms inside a message, in the ICU shape translators already know:
 * `{count, plural, one {# wallet} other {# wallets}}`. The form is picked by the language's own rules
 * (`Intl.PluralRules`: Russian has one/few/many, Arabic six forms), `=N` matches a number exactly, and `#`
 * is the number written the language's way. Only this subset: the catalogues need nothing more.
 */

const rulesByLocale = new Map<string, Intl.PluralRules>()
const numbersByLocale = new Map<string, Intl.NumberFormat>()

function cached<T>(map: Map<string, T>, locale: string, make: (l: string) => T): T {
  let value = map.get(locale)
  if (!value) {
    try {
      value = make(locale)
    } catch {
      value = make('en')
    }
    map.set(locale, value)
  }
  return value
}

// `{name, plural, ` then forms of `key {text}` whose text may hold `{placeholder}`s but no deeper plural.
const block = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{(?:[^{}]|\{\w+\})*\})+)\s*\}/g
const form = /(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}/g

/** `template` with every plural block replaced by the form `params` select; placeholders are left for the caller. */
export function selectPlurals(template: string, locale: string, params: Record<string, string>): string {
  if (!template.includes(', plural,') && !template.includes(',plural,')) return template
  return template.replace(block, (whole, name: string, body: string) => {
    const raw = params[name]
    const value = raw === undefined ? Number.NaN : Number(raw)
    if (Number.isNaN(value)) return whole
    const forms = new Map<string, string>()
    for (const [, key, text] of body.matchAll(form)) forms.set(key as string, text as string)
    const category = cached(rulesByLocale, locale, (l) => new Intl.PluralRules(l)).select(value)
    const chosen = forms.get(`=${value}`) ?? forms.get(category) ?? forms.get('other') ?? whole
    return chosen.replace(/#/g, cached(numbersByLocale, locale, (l) => new Intl.NumberFormat(l)).format(value))
  })
}
