import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The approval panel's look comes from fixed colours in page.css, never from variables the dapp can set (H3).
const css = readFileSync(new URL('./page.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: (selector ?? '').trim(), body: body ?? '' }))
const approvalRules = rules.filter((r) => r.selector.includes('.approval'))
const declared = (selector: string, property: string) => {
  const rule = rules.find((r) => r.selector === selector)
  const value = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`).exec(rule?.body ?? '')?.[1]?.trim()
  if (!value) throw new Error(`page.css has no ${property} for ${selector}`)
  return value
}

function luminance(hex: string) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex)
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`)
  const n = Number.parseInt(m[1] as string, 16)
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number)
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi as number) + 0.05) / ((lo as number) + 0.05)
}

describe('page.css: the approval panel', () => {
  it('uses no CSS variables at all (the dapp sets variables through SYNC_THEME)', () => {
    expect(approvalRules.length).toBeGreaterThan(5)
    for (const rule of approvalRules) expect(`${rule.selector} { ${rule.body} }`).not.toMatch(/var\(/)
  })

  it('has text at least 7:1 against its background, in both themes', () => {
    for (const theme of ['', ":root[data-theme='dark'] "]) {
      const bg = declared(`${theme}.approval`, 'background')
      for (const selector of ['.approval', '.approval .muted', '.approval .rows dt', '.approval .origin']) {
        expect(contrast(declared(`${theme}${selector}`, 'color'), bg), `${theme}${selector}`).toBeGreaterThanOrEqual(7)
      }
      const warnBg = declared(`${theme}.approval .rows .warning`, 'background')
      expect(contrast(declared(`${theme}.approval .rows .warning`, 'color'), warnBg)).toBeGreaterThanOrEqual(7)
      for (const button of ['.approval .primary', '.approval .secondary']) {
        expect(contrast(declared(`${theme}${button}`, 'color'), declared(`${theme}${button}`, 'background')), `${theme}${button}`).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})
