/** Accessibility checks for Playwright pages: axe-core's WCAG 2.2 AA rules, strict-CSP safe. */
export { type AxeOptions, axeViolations, WCAG_AA_TAGS } from '../a11y/axe'
