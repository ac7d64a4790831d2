/**
 * The name rule (spec §5): a label of ASCII letters, digits and hyphens, 4 to 63 characters, not starting or ending
 * with a hyphen, stored lower-case. ASCII only means ENS normalisation (ENSIP-15) is just lower-casing, so the label
 * the wallet signs is the label every ENS client asks for.
 */
import { NameError } from './nameError'

export const MIN_LABEL = 4
export const MAX_LABEL = 63
const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** Why `label` (already lower-case) breaks the rule, or undefined when it is a valid label. */
export function labelProblem(label: string): string | undefined {
  if (label.length < MIN_LABEL) return `A name has at least ${MIN_LABEL} characters.`
  if (label.length > MAX_LABEL) return `A name has at most ${MAX_LABEL} characters.`
  if (!LABEL.test(label)) return 'A name has letters, digits and hyphens only, and does not start or end with a hyphen.'
  // ENSIP-15 refuses "--" in the third and fourth places (the punycode "xn--" form): such a name would never resolve.
  if (label.slice(2, 4) === '--') return 'A name may not have "--" as its third and fourth characters.'
  return undefined
}

/** The stored form of a label the user typed; a label breaking the rule is refused with INVALID_NAME. */
export function normalizeLabel(input: string): string {
  const label = input.toLowerCase()
  const problem = labelProblem(label)
  if (problem) throw new NameError('INVALID_NAME', problem)
  return label
}

/** A parent ENS name the operator owns (`latch.id`): lower-case labels joined by dots. */
export function isParentName(parent: string): boolean {
  return parent.split('.').every((l) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(l))
}
