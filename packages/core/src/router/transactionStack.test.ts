import { describe, expect, it, vi } from 'vitest'
import type { LatchContext } from '../state/context'
import { createTestLatch } from '../testing/fixtures'
import { outcomeOfFailure, popTransactionStack, pushTransactionStack, removeTransaction, transactionStackSize } from './transactionStack'

async function openOn(...views: ('Account' | 'Networks' | 'WalletSend')[]) {
  let ctx: LatchContext | undefined
  const { latch } = createTestLatch([], {}, { inspect: (c) => (ctx = c) })
  if (!ctx) throw new Error('no context')
  await latch.open({ view: views[0] })
  for (const v of views.slice(1)) latch.router.push(v)
  const history = () => latch.getSnapshot().router.history.map((e) => e.view)
  return { latch, ctx, history }
}

describe('transaction stack (spec §4 "Transaction stack outcomes")', () => {
  it('success runs the flow’s continuation and does not go back on its own', async () => {
    const { ctx, history } = await openOn('Account', 'WalletSend')
    const onSuccess = vi.fn()
    pushTransactionStack(ctx, { view: 'WalletSendPreview', onSuccess })
    expect(history()).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
    popTransactionStack(ctx, 'success')
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(history()).toEqual(['Account', 'WalletSend', 'WalletSendPreview'])
    expect(transactionStackSize(ctx)).toBe(0)
  })

  it('error and cancel run their handler and go back', async () => {
    const { ctx, history } = await openOn('Account', 'WalletSend')
    const onError = vi.fn()
    const onCancel = vi.fn()
    pushTransactionStack(ctx, { view: 'WalletSendPreview', onError })
    popTransactionStack(ctx, 'error')
    expect(onError).toHaveBeenCalledTimes(1)
    expect(history()).toEqual(['Account', 'WalletSend'])
    pushTransactionStack(ctx, { view: 'WalletSendPreview', onCancel })
    popTransactionStack(ctx, 'cancel')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(history()).toEqual(['Account', 'WalletSend'])
  })

  it('replace swaps the top view; going back from a one-view modal closes it', async () => {
    const { latch, ctx, history } = await openOn('Account')
    pushTransactionStack(ctx, { view: 'Networks', replace: true })
    expect(history()).toEqual(['Networks'])
    popTransactionStack(ctx, 'cancel')
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('nested transactions end newest first, or by name; a removed one runs nothing', async () => {
    const { ctx } = await openOn('Account')
    const ended: string[] = []
    const outer = { onSuccess: () => ended.push('outer') }
    const inner = { onSuccess: () => ended.push('inner') }
    const abandoned = { onSuccess: () => ended.push('abandoned'), onCancel: () => ended.push('abandoned') }
    pushTransactionStack(ctx, outer)
    pushTransactionStack(ctx, abandoned)
    pushTransactionStack(ctx, inner)
    expect(removeTransaction(ctx, abandoned)).toBe(true)
    expect(removeTransaction(ctx, abandoned)).toBe(false)
    popTransactionStack(ctx, 'success', outer)
    popTransactionStack(ctx, 'success')
    popTransactionStack(ctx, 'success')
    expect(ended).toEqual(['outer', 'inner'])
  })

  it('a declined or aborted request is a cancel; other failures are errors', () => {
    expect(outcomeOfFailure({ code: 'USER_REJECTED' })).toBe('cancel')
    expect(outcomeOfFailure({ code: 'REQUEST_ABORTED' })).toBe('cancel')
    expect(outcomeOfFailure(new Error('insufficient funds'))).toBe('error')
    expect(outcomeOfFailure(undefined)).toBe('error')
  })
})
