import type { SendErrorCode, SnackbarMessageKey } from '@latch/core'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { en, type MessageKey } from './en'
import { resolveLocale, supportedLocales } from './locale'
import { createTranslate, isMessageKey, loadCatalogue } from './translate'

describe('i18n', () => {
  it('every language has every key, none empty', async () => {
    const de = await loadCatalogue('de')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(de)) expect(value.trim()).not.toBe('')
  })

  it.each([
    { name: 'Swap / Buy / Receive', dir: 'money', key: 'swap.from', prefixes: ['swap.', 'onramp.', 'receive.'] },
    { name: 'smart-account switch', dir: 'smartAccount', key: 'account.useSmartAccount', prefixes: ['account.useSmartAccount', 'account.useEoa', 'account.smartAccount', 'account.switchTypeFailed'] },
  ])('the $name part has every key in every language, and loads with the views that use it', async ({ dir, key, prefixes }) => {
    const parts: Record<string, () => Promise<{ en: Record<string, string>; de: Record<string, string>; part: import('./part').MessagePart }>> = {
      money: async () => ({ en: (await import('./money/en')).moneyEn, de: (await import('./money/de')).moneyDe, part: (await import('./money/load')).moneyPart }),
      smartAccount: async () => ({ en: (await import('./smartAccount/en')).smartAccountEn, de: (await import('./smartAccount/de')).smartAccountDe, part: (await import('./smartAccount/load')).smartAccountPart }),
    }
    const { en: partEn, de: partDe, part } = await (parts[dir] as (typeof parts)['money'])()
    expect(Object.keys(partDe).sort()).toEqual(Object.keys(partEn).sort())
    for (const value of Object.values(partDe)) expect(value.trim()).not.toBe('')
    // Not in the modal's own catalogue (which the connect button carries): only the views that use them bring them.
    expect(Object.keys(en).some((k) => prefixes.some((p) => k.startsWith(p)))).toBe(false)
    expect(part.ready('de')).toBe(false)
    expect(createTranslate(en, 'en')(key as MessageKey)).toBe(partEn[key])
    await part.load('de')
    expect(part.ready('de')).toBe(true)
    expect(createTranslate(await loadCatalogue('de'), 'de')(key as MessageKey)).toBe(partDe[key])
  })

  it('resolves region tags to a catalogue and falls back to English', () => {
    expect(supportedLocales).toContain('de')
    expect(resolveLocale('de-AT')).toBe('de')
    expect(resolveLocale('xx')).toBe('en')
  })

  it('takes the browser’s language after the host’s, unless told to leave the browser out (what a server renders)', () => {
    vi.stubGlobal('navigator', { language: 'ja-JP' })
    try {
      expect(resolveLocale(undefined)).toBe('ja')
      expect(resolveLocale('fr')).toBe('fr')
      expect(resolveLocale(undefined, { browser: false })).toBe('en')
      expect(resolveLocale('ko-KR', { browser: false })).toBe('ko')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('fills placeholders', async () => {
    expect(createTranslate(en)('connecting.continueIn', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(createTranslate(await loadCatalogue('de'))('connecting.continueIn', { wallet: 'MetaMask' })).toBe('Weiter in MetaMask')
  })

  it('words every code core can put in the send form or a snackbar', () => {
    expectTypeOf<`send.error.${SendErrorCode}`>().toExtend<MessageKey>()
    expectTypeOf<SnackbarMessageKey>().toExtend<MessageKey>()
    expect(isMessageKey('snackbar.transactionSent')).toBe(true)
    expect(isMessageKey('Address copied')).toBe(false)
    expect(isMessageKey('toString')).toBe(false)
  })
})

describe('lazy catalogues', () => {
  it('English is here from the start; German is fetched on the first request, once, and then stays', async () => {
    // A fresh module: what the tests above loaded is not in it.
    vi.resetModules()
    const fresh = await import('./translate')
    const english = fresh.loadedCatalogue('en')
    expect(english?.['modal.close']).toBe('Close')
    expect(fresh.loadedCatalogue('de')).toBeUndefined()
    expect(await fresh.loadCatalogue('xx')).toBe(english)
    const pending = fresh.loadCatalogue('de')
    expect(fresh.loadedCatalogue('de')).toBeUndefined()
    const de = await pending
    expect(de['modal.close']).toBe('Schließen')
    expect(fresh.loadedCatalogue('de')).toBe(de)
    expect(await fresh.loadCatalogue('de')).toBe(de)
  })
})
