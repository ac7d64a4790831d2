import { describe, expect, it } from 'vitest'
import { transferable } from './readBalance'

// Plain values in the shape @polkadot/api decodes `system.account`'s data to (each field has toBigInt).
const data = (fields: Record<string, bigint>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { toBigInt: () => v }])) as unknown as Parameters<typeof transferable>[0]

describe('transferable', () => {
  it('takes off frozen beyond reserved on runtimes with the fungible rework', () => {
    expect(transferable(data({ free: 100n, reserved: 10n, frozen: 40n }))).toBe(70n)
    // Reserved funds cover the whole freeze: all the free balance can move.
    expect(transferable(data({ free: 100n, reserved: 50n, frozen: 40n }))).toBe(100n)
  })

  it('takes off the larger of the two locks on older runtimes', () => {
    expect(transferable(data({ free: 100n, reserved: 10n, miscFrozen: 40n, feeFrozen: 25n }))).toBe(60n)
    expect(transferable(data({ free: 100n, reserved: 0n, miscFrozen: 5n, feeFrozen: 25n }))).toBe(75n)
  })

  it('is never negative', () => {
    expect(transferable(data({ free: 10n, reserved: 0n, frozen: 40n }))).toBe(0n)
  })
})
