import { describe, expect, it } from 'vitest'
import type { IndexedTx } from './ledger'
import { matches, parseQuery, QueryError } from './txSearch'

const tx: IndexedTx = {
  hash: 'AB12',
  height: 7,
  index: 0,
  tx: new Uint8Array(),
  result: {
    code: 0,
    codespace: '',
    log: '',
    data: new Uint8Array(),
    gasWanted: 0n,
    gasUsed: 0n,
    events: [
      { type: 'message', attributes: [{ key: 'sender', value: 'cosmos1alice' }, { key: 'module', value: 'bank' }] },
      { type: 'transfer', attributes: [{ key: 'recipient', value: 'cosmos1bob' }, { key: 'amount', value: '5ulatch' }] },
    ],
  },
}

describe('tx_search queries', () => {
  it('parses conditions joined by AND, with quoted strings and bare numbers', () => {
    expect(parseQuery("message.sender='a AND b' AND tx.height>=5 AND transfer.amount CONTAINS 'ulatch' AND tx.hash EXISTS")).toEqual([
      { key: 'message.sender', op: '=', value: 'a AND b' },
      { key: 'tx.height', op: '>=', value: 5 },
      { key: 'transfer.amount', op: 'CONTAINS', value: 'ulatch' },
      { key: 'tx.hash', op: 'EXISTS' },
    ])
    expect(() => parseQuery('')).toThrow(QueryError)
    expect(() => parseQuery("message.sender='unterminated")).toThrow(QueryError)
  })

  it('matches tx.hash (any case), tx.height ranges and event attributes', () => {
    const match = (q: string) => matches(tx, parseQuery(q))
    expect([match("tx.hash='ab12'"), match('tx.height=7'), match('tx.height>7'), match('tx.height<=7 AND tx.height>6')]).toEqual([true, true, false, true])
    expect([match("message.sender='cosmos1alice'"), match("message.sender='cosmos1bob'"), match("transfer.recipient='cosmos1bob' AND message.module='bank'")]).toEqual([true, false, true])
    expect([match("transfer.amount CONTAINS 'latch'"), match('coin_spent.spender EXISTS')]).toEqual([true, false])
  })
})
