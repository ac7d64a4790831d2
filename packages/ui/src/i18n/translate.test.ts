import { describe, expect, it } from 'vitest'
import { de } from './de'
import { en } from './en'
import { createTranslate, resolveLocale } from './translate'

describe('i18n', () => {
  it('every language has every key, none empty', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const value of Object.values(de)) expect(value.trim()).not.toBe('')
  })
  it('resolves region tags to a catalogue and falls back to English', () => {
    expect(resolveLocale('de-AT')).toBe('de')
    expect(resolveLocale('xx')).toBe('en')
  })
  it('fills placeholders', () => {
    expect(createTranslate('en')('connecting.continueIn', { wallet: 'MetaMask' })).toBe('Continue in MetaMask')
    expect(createTranslate('de')('connecting.continueIn', { wallet: 'MetaMask' })).toBe('Weiter in MetaMask')
  })
})
