/**
 * Which of the catalogues' languages to show. Apart from the catalogues, so the header buttons (first bundle) can ask
 * without loading one.
 */

/** The twelve languages of issue #21; translate.ts has a catalogue loader for each but English. */
export const supportedLocales = ['en', 'de', 'es', 'fr', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar'] as const

/**
 * The host's `locale`, else the browser's language, else English, as the base tag of a supported language.
 * `browser: false` leaves the browser out: what a server renders, and so what hydration must render too.
 */
export function resolveLocale(requested?: string, { browser = true }: { browser?: boolean } = {}): string {
  const candidates = [requested, browser && typeof navigator !== 'undefined' ? navigator.language : undefined]
  for (const c of candidates) {
    if (!c) continue
    const base = c.toLowerCase().split('-')[0] ?? ''
    if ((supportedLocales as readonly string[]).includes(base)) return base
  }
  return 'en'
}

/** Languages written right to left, among those the catalogues have. */
const RIGHT_TO_LEFT = new Set(['ar'])

/** The writing direction of `locale`, for the modal root's `dir`. */
export const textDirection = (locale: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr')
