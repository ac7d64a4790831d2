import { expect, it } from 'vitest'
import { selectPlurals } from './plural'
import { createTranslate } from './translate'
import { en } from './en'

const wallets = '{count, plural, one {# кошелёк} few {# кошелька} many {# кошельков} other {# кошелька}}'

it('picks the form by the language’s own rules and writes the number its way', () => {
  const ru = (n: number) => selectPlurals(wallets, 'ru', { count: String(n) })
  expect([1, 2, 5, 21, 1.5].map(ru)).toEqual(['1 кошелёк', '2 кошелька', '5 кошельков', '21 кошелёк', '1,5 кошелька'])
  const en = '{count, plural, =0 {no wallets} one {# wallet} other {# wallets}}'
  expect(['0', '1', '1000'].map((count) => selectPlurals(en, 'en', { count }))).toEqual(['no wallets', '1 wallet', '1,000 wallets'])
  expect(selectPlurals('{n, plural, other {# Wallets}}', 'de', { n: '1000' })).toBe('1.000 Wallets')
})

it('leaves a block whose number is missing, and text around it, as they are', () => {
  expect(selectPlurals(`Found ${wallets}.`, 'ru', {})).toBe(`Found ${wallets}.`)
  expect(selectPlurals('Plain {name}', 'ru', { name: 'x' })).toBe('Plain {name}')
})

it('is what the modal’s translate uses, placeholders inside a form included', () => {
  expect(createTranslate(en, 'en')('allWallets.count', { count: '1' })).toBe('1 wallet')
  expect(createTranslate(en, 'en')('allWallets.count', { count: '612' })).toBe('612 wallets')
})
