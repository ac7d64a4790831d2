/**
 * Whether a list's failure says the options are wrong (no source for the network, a `source` nobody knows): asking
 * again cannot help, so the query cache does not retry it. Read off `ActivityError.failure` by shape, so the lists
 * do not load the error class and its messages before anything failed.
 */
export function isOptionFailure(error: unknown): boolean {
  const kind = (error as { failure?: { kind?: unknown } } | null | undefined)?.failure?.kind
  return kind === 'option' || kind === 'unavailable'
}
