/**
 * axe-core's WCAG 2.0–2.2 A and AA rules run inside a Playwright page, open shadow roots included (where the
 * modal lives). The engine is evaluated through the DevTools protocol, not added as a <script>, so it runs under
 * the page's strict CSP as well. Each violation comes back as one line per element, naming what to fix.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** The rule tags of WCAG 2.2 level AA (which includes A, and 2.0 and 2.1). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

let source: string | undefined
const axeSource = () => (source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'))

interface AxeResult {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[]
}

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. the modal; the whole document by default. */
  include?: string
}

/** Every WCAG A/AA violation on the page as it is now: `rule (impact): target — summary`, one per element. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource())
  const result = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe
      const { violations } = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))
    },
    { tags: [...WCAG_AA_TAGS], include: options.include },
  )
  return result.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`))
}
