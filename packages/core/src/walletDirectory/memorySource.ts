/**
 * An in-memory `WalletDirectorySource` with the explorer's query semantics, for tests and stories that
 * need a directory without a network. It records every request so tests can assert what was asked.
 */
import type { WalletDirectorySource, WalletEntry, WalletListRequest, WalletPage } from './types'

export interface MemorySource extends WalletDirectorySource {
  /** Every `list` call, in order (without the signal). */
  readonly requests: Omit<WalletListRequest, 'signal'>[]
}

export function createMemorySource(entries: readonly WalletEntry[], { imageUrl = () => '' }: { imageUrl?: (imageId: string) => string } = {}): MemorySource {
  const requests: Omit<WalletListRequest, 'signal'>[] = []
  return {
    requests,
    async list({ signal, ...request }: WalletListRequest): Promise<WalletPage> {
      requests.push(request)
      signal?.throwIfAborted()
      const search = request.search?.trim().toLowerCase()
      const include = request.include?.length ? new Set(request.include) : undefined
      const exclude = new Set(request.exclude)
      const chains = request.chains?.length ? new Set(request.chains) : undefined
      const matches = entries.filter(
        (w) =>
          (!search || w.name.toLowerCase().includes(search)) &&
          (!include || include.has(w.id)) &&
          !exclude.has(w.id) &&
          (!chains || w.chains.some((c) => chains.has(c))),
      )
      const start = (request.page - 1) * request.entries
      return { count: matches.length, data: matches.slice(start, start + request.entries) }
    },
    imageUrl,
  }
}
