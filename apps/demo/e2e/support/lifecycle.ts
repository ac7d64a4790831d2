import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { type DemoSession, type OpenDemoOptions, openDemo } from './demoSession'
import { expectCleanSession } from './flows'

/**
 * The hooks every e2e file needs: one browser per file; after each test the demo session is checked
 * (no outside request, no console error) and closed, and whatever else the test started is stopped.
 */
export function setUpDemo() {
  let browser: Browser | undefined
  let session: DemoSession | undefined
  const cleanups: (() => Promise<void>)[] = []
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterEach(async () => {
    const current = session
    session = undefined
    try {
      if (current) expectCleanSession(current)
    } finally {
      await current?.close()
      for (const stop of cleanups.splice(0)) await stop()
    }
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    /** Opens the demo in a fresh browser context (checked and closed after the test). */
    async open(options?: OpenDemoOptions): Promise<DemoSession> {
      if (!browser) throw new Error('setUpDemo: the browser is not up (call open inside a test)')
      session = await openDemo(browser, options)
      return session
    },
    /** Stops `thing` after the test, whatever its outcome. */
    stopAfter<T extends { stop(): Promise<void> }>(thing: T): T {
      cleanups.push(() => thing.stop())
      return thing
    },
  }
}
