import type { SendErrorCode, SnackbarMessageKey } from '@latch/core'
import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { en, type MessageKey } from './en'
import { createTranslate, isMessageKey, loadCatalogue, resolveLocale, supportedLocales } from './translate'

describe('i18n', () => {
  it('every language has every key, none empty', async () => {
    const de = await loadCatalogue('de')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(de)) expect(value.trim()).not.toBe('')
  })

  it('the Swap / Buy / Receive part has every key in every language, and loads with those views', async () => {
    const { moneyEn } = await import('./money/en')
    const { moneyDe } = await import('./money/de')
    expect(Object.keys(moneyDe).sort()).toEqual(Object.keys(moneyEn).sort())
    for (const value of Object.values(moneyDe)) expect(value.trim()).not.toBe('')
    // Not in the modal's own catalogue: only the views that use them bring them.
    expect(Object.keys(en).some((k) => k.startsWith('swap.') || k.startsWith('onramp.') || k.startsWith('receive.'))).toBe(false)
    const { loadMoneyMessages, moneyMessagesReady } = await import('./money/load')
    expect(moneyMessagesReady('de')).toBe(false)
    expect(createTranslate(en, 'en')('swap.from')).toBe('You pay')
    await loadMoneyMessages('de')
    expect(moneyMessagesReady('de')).toBe(true)
    expect(createTranslate(await loadCatalogue('de'), 'de')('swap.from')).toBe(moneyDe['swap.from'])
  })

  it('resolves region tags to a catalogue and falls back to English', () => {
    expect(supportedLocales).toEqual(['en', 'de'])
    expect(resolveLocale('de-AT')).toBe('de')
    expect(resolveLocale('xx')).toBe('en')
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
