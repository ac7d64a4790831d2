/**
 * Free alternatives to a taken label: the label with two digits (`alice42`) and with a short suffix (`alice-xyz`),
 * cut so each stays within the length limit. The caller filters out the taken ones.
 */
import { randomInt } from 'node:crypto'
import { labelProblem, MAX_LABEL } from './label'

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

export function suggestionCandidates(label: string, count = 8, random: (max: number) => number = randomInt): string[] {
  const out = new Set<string>()
  for (let i = 0; out.size < count && i < count * 4; i++) {
    const suffix = i % 2 === 0 ? String(10 + random(90)) : `-${Array.from({ length: 3 }, () => LETTERS[random(26)]).join('')}`
    const base = label.slice(0, MAX_LABEL - suffix.length).replace(/-+$/, '')
    const candidate = base + suffix
    if (candidate !== label && !labelProblem(candidate)) out.add(candidate)
  }
  return [...out]
}
