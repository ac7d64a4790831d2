/**
 * A JSON object (not null, not an array), for the indexer sources reading untrusted bodies and options. The same
 * check as validation/issues' — kept here because importing that eager module from these lazy chunks splits the
 * first bundle into one more file (measured: +0.18 KiB gzip before the first click).
 */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
