// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createApprovals, UserRejectedError } from './approval'

const request = { described: { title: 'Sign message', rows: [{ label: 'Message', value: 'hi' }] }, origin: 'https://app.example.com', dappName: 'Demo' }
const button = (root: HTMLElement, id: string) => root.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)

describe('the approval screen', () => {
  it('shows who asks and what; Approve resolves, Reject rejects with 4001; one request at a time', async () => {
    const root = document.createElement('main')
    const approvals = createApprovals(root)
    const first = approvals.ask(request, new AbortController().signal)
    const second = approvals.ask({ ...request, described: { title: 'Send transaction', rows: [] } }, new AbortController().signal)
    await Promise.resolve()
    expect(root.textContent).toContain('Demo (https://app.example.com) asks you to approve this.')
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    expect(document.activeElement === button(root, 'frame-approve') || !root.isConnected).toBe(true)
    button(root, 'frame-approve')?.click()
    await first
    await new Promise((r) => setTimeout(r, 0))
    expect(root.querySelector('h1')?.textContent).toBe('Send transaction')
    button(root, 'frame-reject')?.click()
    await expect(second).rejects.toBeInstanceOf(UserRejectedError)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(root.children.length).toBe(0)
  })

  it('an aborted request leaves the screen', async () => {
    const root = document.createElement('main')
    const controller = new AbortController()
    const asked = createApprovals(root).ask(request, controller.signal)
    await Promise.resolve()
    expect(root.children.length).toBe(1)
    controller.abort()
    await expect(asked).rejects.toThrow('Request was aborted')
    expect(root.children.length).toBe(0)
  })
})
