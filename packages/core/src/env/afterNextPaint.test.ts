import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTER_PAINT_TIMEOUT_MS, afterNextPaint, type PaintWindow } from './afterNextPaint'

/** The browser's frame clock, driven by the test: `frame()` runs the queued animation-frame callbacks. */
function frames(): PaintWindow & { frame(): void; queued(): number } {
  let next = 1
  const callbacks = new Map<number, () => void>()
  return {
    requestAnimationFrame(callback) {
      callbacks.set(next, callback)
      return next++
    },
    cancelAnimationFrame(handle) {
      callbacks.delete(handle)
    },
    frame() {
      const due = [...callbacks.values()]
      callbacks.clear()
      for (const callback of due) callback()
    },
    queued: () => callbacks.size,
  }
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs in a task after the next frame, not in the frame callback itself', () => {
    const win = frames()
    const run = vi.fn()
    afterNextPaint(run, win)
    vi.advanceTimersByTime(50)
    expect(run).not.toHaveBeenCalled()
    win.frame()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs anyway when no frame comes (a hidden tab), once, and drops the frame callback', () => {
    const win = frames()
    const run = vi.fn()
    afterNextPaint(run, win)
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS)
    expect(run).toHaveBeenCalledTimes(1)
    expect(win.queued()).toBe(0)
    win.frame()
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('is a plain timeout without frames (a server)', () => {
    const run = vi.fn()
    afterNextPaint(run, undefined)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('cancels before the frame and after it', () => {
    const win = frames()
    const early = vi.fn()
    afterNextPaint(early, win)()
    expect(win.queued()).toBe(0)
    const late = vi.fn()
    const cancel = afterNextPaint(late, win)
    win.frame()
    cancel()
    vi.advanceTimersByTime(AFTER_PAINT_TIMEOUT_MS)
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})
