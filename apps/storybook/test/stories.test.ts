import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from './serveStatic'

// Renders every story of the static build in Debian's Chromium: a story that throws, logs an error or
// renders nothing fails here, so `storybook build` alone can never hide a broken view state.
const root = fileURLToPath(new URL('../storybook-static', import.meta.url))
const index = JSON.parse(readFileSync(`${root}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story')

let browser: Browser
let server: Awaited<ReturnType<typeof serveStatic>>

beforeAll(async () => {
  server = await serveStatic(root)
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('every story renders', () => {
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0)
  })

  it.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id] as const))('%s', async (_name, id) => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      // Failed loads are reported below with their URL, which the console line lacks.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
    })
    await page.goto(`${server.origin}/iframe.html?id=${id}&viewMode=story`)
    await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, undefined, { timeout: 15_000 })
    const storyErrorShown = await page.locator('.sb-show-errordisplay').count()
    await page.close()
    expect(errors).toEqual([])
    expect(storyErrorShown).toBe(0)
  })
})
