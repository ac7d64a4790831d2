import { describe, expect, it } from 'vitest'
import { operationTypeOf } from './operationType'

describe('operationTypeOf', () => {
  it('names what the account did from the direction of what moved', () => {
    expect(operationTypeOf([{ direction: 'out' }])).toBe('send')
    expect(operationTypeOf([{ direction: 'in' }, { direction: 'in' }])).toBe('receive')
    expect(operationTypeOf([{ direction: 'out' }, { direction: 'in' }])).toBe('trade')
    expect(operationTypeOf([])).toBe('execute')
  })
})
