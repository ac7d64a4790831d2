/**
 * valibot schemas for the explorer's `GET /getWallets` body. The directory is a remote service, so its
 * answer is untrusted: a page that is not `{ count, data: [] }` is an error, while one bad entry is only
 * dropped (one wallet with a broken record must not empty the whole list).
 */
import * as v from 'valibot'
import type { WalletEntry, WalletPage } from './types'

/** A link field: a string, or null/absent when the wallet publishes none. Any other type marks the entry broken. */
const link = v.nullish(v.string(), null)

export const walletEntrySchema = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  homepage: v.nullish(v.string(), ''),
  image_id: v.nullish(v.string(), ''),
  image_url: v.optional(v.string()),
  order: v.optional(v.number()),
  mobile_link: link,
  link_mode: v.optional(v.nullable(v.string())),
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  rdns: link,
  chains: v.nullish(v.array(v.string()), () => []),
  injected: v.nullish(v.array(v.object({ namespace: v.string(), injected_id: v.string() })), null),
  badge_type: v.optional(v.string()),
})

const walletPageSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.array(v.unknown()),
})

export type ParsedWalletPage =
  | { ok: true; page: WalletPage; dropped: number }
  | { ok: false; detail: string }

/** Checks a decoded `/getWallets` body; entries that fail `walletEntrySchema` are dropped and counted. */
export function parseWalletPage(body: unknown): ParsedWalletPage {
  const page = v.safeParse(walletPageSchema, body)
  if (!page.success) {
    const issue = page.issues[0]
    const where = issue.path?.map((p) => String(p.key)).join('.')
    return { ok: false, detail: where ? `${where}: ${issue.message}` : issue.message }
  }
  const data: WalletEntry[] = []
  for (const raw of page.output.data) {
    const entry = v.safeParse(walletEntrySchema, raw)
    if (entry.success) data.push(entry.output)
  }
  return { ok: true, page: { count: page.output.count, data }, dropped: page.output.data.length - data.length }
}
