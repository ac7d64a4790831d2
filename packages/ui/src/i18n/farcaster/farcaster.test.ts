import { describe, expect, it } from 'vitest'
import { en } from '../en'
import { isMessageKey } from '../translate'
import { farcasterDe } from './de'
import { farcasterEn } from './en'
import { farcasterPart } from './load'

describe('the Farcaster part of the catalogue', () => {
  it('has every key in German, none empty, and none in the modal’s own catalogue', () => {
    expect(Object.keys(farcasterDe).sort()).toEqual(Object.keys(farcasterEn).sort())
    for (const value of Object.values(farcasterDe)) expect(value.trim()).not.toBe('')
    expect(Object.keys(farcasterEn).filter((k) => Object.hasOwn(en, k))).toEqual([])
  })

  it('comes with the view: its keys count once it is asked for, German after its load', async () => {
    expect(farcasterPart.ready('de')).toBe(false)
    expect(isMessageKey('farcaster.waiting')).toBe(true)
    await farcasterPart.load('de')
    expect(farcasterPart.ready('de')).toBe(true)
  })
})
