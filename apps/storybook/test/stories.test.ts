import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '@latch/testing/axe'
import { expectations } from './expectations'
import type { ModalExpectation, Shown } from './shown'
import { serveStatic } from './serveStatic'

// Renders every story of the static build in Debian's Chromium: a story that throws, logs an error or
// renders nothing fails here, so `storybook build` alone can never hide a broken view state. Each story
// must also show what its row in expectations.ts lists, and a modal story the spec §9 sizes.
const root = fileURLToPath(new URL('../storybook-static', import.meta.url))
const index = JSON.parse(readFileSync(`${root}/index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story')

/** A desktop window: the dialog keeps its own width (below 430 px it becomes a full-width sheet). */
const DESKTOP = { width: 1280, height: 800 }
/** A phone's screen (an iPhone 15's CSS pixels). */
const PHONE = { width: 390, height: 844 }
/** Spec §9: modal width 360px, default z-index 999, default font size 10px, border radius 4px. */
const SPEC = { width: 360, zIndex: 999, fontSize: '10px', radius: '4px' }
/** How long a lazily loaded view and its seeded reads may take to show something. */
const SHOWN_WITHIN = 10_000

/** Per modal story: the dialog's font size and corner radius divided by the theme's base font size and radius. */
const scales = new Map<string, { radiusBase: string; font: number; corner: number }>()

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

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A visible element showing `shown` (waited for); a text matches case-sensitively anywhere in an element. */
function locate(page: Page, shown: Shown) {
  if (typeof shown === 'string') return page.getByText(new RegExp(literal(shown))).filter({ visible: true }).first()
  if ('exact' in shown) return page.getByText(shown.exact, { exact: true }).filter({ visible: true }).first()
  if ('title' in shown) return page.getByTitle(shown.title, { exact: true }).filter({ visible: true }).first()
  return page.getByRole(shown.role, { name: shown.name, exact: true, ...(shown.disabled !== undefined ? { disabled: shown.disabled } : {}) }).filter({ visible: true }).first()
}

/** Waits (all at once, so a view that loads late costs one wait) until each is shown; lists those never shown. */
async function expectShows(page: Page, shows: Shown[]) {
  const found = await Promise.all(
    shows.map((shown) =>
      locate(page, shown)
        .waitFor({ timeout: SHOWN_WITHIN })
        .then(() => true)
        .catch(() => false),
    ),
  )
  expect(shows.filter((_, i) => !found[i]).map((shown) => JSON.stringify(shown)), 'not shown').toEqual([])
}

async function expectHides(page: Page, hides: string[]) {
  const shown: string[] = []
  for (const text of hides) if ((await page.getByText(new RegExp(literal(text))).filter({ visible: true }).count()) > 0) shown.push(text)
  expect(shown, 'shown but should not be').toEqual([])
}

async function expectOrder(page: Page, order: string[]) {
  const text = (await page.locator('#storybook-root').textContent()) ?? ''
  const at = order.map((t) => text.indexOf(t))
  expect(at.every((i) => i >= 0), `all of ${JSON.stringify(order)} in the page`).toBe(true)
  expect(
    at.every((i, k) => k === 0 || i > (at[k - 1] ?? -1)),
    `in the order ${JSON.stringify(order)}`,
  ).toBe(true)
}

/** The dialog's spec §9 values as the browser computed them. */
async function measureModal(page: Page) {
  const dialog = page.getByRole('dialog')
  expect(await dialog.count(), 'one dialog').toBe(1)
  return dialog.evaluate((el) => {
    const theme = el.closest('.latch-theme')
    const overlay = el.closest('.latch-overlay')
    if (!theme || !overlay) throw new Error('the dialog is not inside the modal root and its layer')
    const vars = getComputedStyle(theme)
    const layer = getComputedStyle(overlay)
    return {
      // Layout width: the box's rect would include a running transform (the Shaking story's shake gave 359.99997).
      width: (el as HTMLElement).offsetWidth,
      // The theme's bases (AppKit's --w3m-font-size-master / --w3m-border-radius-master / --w3m-z-index), resolved.
      fontSizeBase: vars.getPropertyValue('--latch-font-size').trim(),
      radiusBase: vars.getPropertyValue('--latch-radius').trim(),
      zIndexBase: vars.getPropertyValue('--latch-z').trim(),
      layer: { position: layer.position, zIndex: layer.zIndex },
      // What the dialog's own text and corners come to: derived from the bases above.
      fontSize: getComputedStyle(el).fontSize,
      cornerRadius: getComputedStyle(el).borderTopLeftRadius,
    }
  })
}

async function expectModal(page: Page, id: string, modal: ModalExpectation) {
  const m = await measureModal(page)
  const zIndex = modal.zIndex ?? SPEC.zIndex
  expect(m.width, 'dialog width (px)').toBe(SPEC.width)
  expect(m.fontSizeBase, 'base font size').toBe(SPEC.fontSize)
  expect(m.radiusBase, 'base border radius').toBe(modal.radius ?? SPEC.radius)
  expect(m.zIndexBase, 'z-index the theme gives the modal layer').toBe(String(zIndex))
  // Checked across stories below: the dialog's text and corners are these bases times the stylesheet's steps.
  scales.set(id, { radiusBase: m.radiusBase, font: Number.parseFloat(m.fontSize) / Number.parseFloat(m.fontSizeBase), corner: Number.parseFloat(m.cornerRadius) / Number.parseFloat(m.radiusBase) })
  if (modal.overlay) expect(m.layer, 'the modal layer over the page').toEqual({ position: 'fixed', zIndex: String(zIndex) })
  else expect(m.layer.position, 'embedded: in the host layout, not over it').toBe('static')
}

/**
 * `SCREENSHOTS=<dir>`: each modal story as a desktop and a phone (390 px wide) would show it, for review by eye
 * (light, dark, German, Arabic right to left, Japanese stories alike). Not compared: pixels differ by font.
 */
async function screenshot(page: Page, dir: string, id: string) {
  mkdirSync(dir, { recursive: true })
  await page.getByRole('dialog').screenshot({ path: `${dir}/${id}.png`, animations: 'disabled' })
  await page.setViewportSize(PHONE)
  await page.screenshot({ path: `${dir}/${id}.phone.png`, animations: 'disabled' })
  await page.setViewportSize(DESKTOP)
}

describe('every story renders and shows its state', () => {
  it('has stories', () => {
    expect(stories.length).toBeGreaterThan(0)
  })

  it('lists what every story shows, and only stories that exist', () => {
    const ids = stories.map((s) => s.id)
    expect(ids.filter((id) => !(id in expectations)), 'stories without a row in test/expectations.ts').toEqual([])
    expect(Object.keys(expectations).filter((id) => !ids.includes(id)), 'rows in test/expectations.ts for no story').toEqual([])
  })

  it.each(stories.map((s) => [`${s.title} / ${s.name}`, s.id] as const))('%s', async (_name, id) => {
    const expected = expectations[id]
    if (!expected) throw new Error(`story ${id} has no row in test/expectations.ts: list what it must show`)
    const page = await browser.newPage({ viewport: DESKTOP })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      // Failed loads are reported below with their URL, which the console line lacks.
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`)
    })
    try {
      await page.goto(`${server.origin}/iframe.html?id=${id}&viewMode=story`)
      await page.waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount, undefined, { timeout: 15_000 })
      expect(await page.locator('.sb-show-errordisplay').count(), 'Storybook shows an error').toBe(0)
      await expectShows(page, expected.shows)
      if (expected.hides) await expectHides(page, expected.hides)
      if (expected.order) await expectOrder(page, expected.order)
      if (expected.modal === false) expect(await page.getByRole('dialog').count(), 'no dialog').toBe(0)
      else if (expected.modal) await expectModal(page, id, expected.modal)
      expect(errors).toEqual([])
      // WCAG 2.2 A/AA, by machine: the state as shown, after everything it lists has appeared.
      const violations = await axeViolations(page)
      if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ id, violations })}\n`)
      else expect(violations, 'axe: WCAG A/AA violations').toEqual([])
      // A phone's state is checked again as a phone shows it: the dialog is then a full-width sheet.
      if (/phone/.test(id)) {
        await page.setViewportSize(PHONE)
        const onPhone = await axeViolations(page)
        if (process.env.AXE_REPORT) appendFileSync(process.env.AXE_REPORT, `${JSON.stringify({ id: `${id} (phone)`, violations: onPhone })}\n`)
        else expect(onPhone, 'axe on a phone: WCAG A/AA violations').toEqual([])
        await page.setViewportSize(DESKTOP)
      }
      if (process.env.SCREENSHOTS && expected.modal) await screenshot(page, process.env.SCREENSHOTS, id)
    } finally {
      await page.close()
    }
  })

  // Spec §9's 10px and 4px are bases (AppKit's --w3m-font-size-master and --w3m-border-radius-master): text and
  // corners are multiples of them. One multiple in every story, including one whose host set a 2px radius,
  // shows the dialog is sized from the bases rather than from fixed values.
  it('sizes the text and corners of every dialog from the theme bases', () => {
    expect(new Set([...scales.values()].map((s) => s.radiusBase)).size, 'stories measured with the default and a host-set base radius').toBeGreaterThan(1)
    expect(new Set([...scales.values()].map((s) => s.font)).size, 'one font-size multiple').toBe(1)
    expect(new Set([...scales.values()].map((s) => s.corner)).size, 'one corner-radius multiple').toBe(1)
  })
})
