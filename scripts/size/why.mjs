// What a first bundle holds and why (issue #20: "measure what is in it and why, chunk by chunk"): every module of
// the eager chunks with its size, largest first, and the chain of static imports that brings it in from the dapp.

/**
 * `entry`: the dapp's entry module; `sizes`: Map of every eager module to its size; `importsOf(id)`: a module's
 * static imports. Each row's `chain` runs from the entry to the module: the first path found breadth-first, so the
 * shortest, which is the one to cut. A module no static path reaches (a bundler's runtime helper) has no chain.
 */
export function whyEager({ entry, sizes, importsOf }) {
  const parent = new Map([[entry, undefined]])
  const queue = [entry]
  while (queue.length > 0) {
    const id = queue.shift()
    for (const next of importsOf(id)) {
      if (parent.has(next)) continue
      parent.set(next, id)
      queue.push(next)
    }
  }
  const chainTo = (id) => {
    if (!parent.has(id)) return []
    const chain = []
    for (let at = id; at !== undefined; at = parent.get(at)) chain.unshift(at)
    return chain
  }
  return [...sizes].map(([id, bytes]) => ({ id, bytes, chain: chainTo(id) })).sort((a, b) => b.bytes - a.bytes || a.id.localeCompare(b.id))
}

/** "…/packages/core/dist/lib/store/storage.js" → "core:store/storage"; "…/node_modules/jotai/esm/vanilla.mjs" → "jotai/esm/vanilla.mjs". */
export function moduleName(id) {
  const pkg = id.match(/packages\/([^/]+)\/dist\/(?:lib\/)?(.+)\.js$/)
  if (pkg) return `${pkg[1]}:${pkg[2]}`
  const dep = id.match(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(.+)$/)
  if (dep) return dep[1]
  return id.replace(/^\0/, '').replace(/^.*\/(apps\/)/, '$1')
}

/** Who owns a module: a workspace package ("@latch/core"), a dependency ("jotai"), or the dapp and its bundler ("app"). */
export function ownerOf(id) {
  const pkg = id.match(/packages\/([^/]+)\/dist\//)
  if (pkg) return `@latch/${pkg[1]}`
  const dep = id.match(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//)
  return dep ? dep[1] : 'app'
}

/** The report as text: one line a module, its share of the total, and the chain that brings it in. */
export function formatWhy(rows, { top = Number.POSITIVE_INFINITY } = {}) {
  const total = rows.reduce((n, r) => n + r.bytes, 0)
  const owners = new Map()
  for (const r of rows) owners.set(ownerOf(r.id), (owners.get(ownerOf(r.id)) ?? 0) + r.bytes)
  const lines = [`${rows.length} modules, ${total} bytes minified`, ...[...owners].sort((a, b) => b[1] - a[1]).map(([o, n]) => `${String(n).padStart(7)}  ${o}`), '']
  for (const r of rows.slice(0, top)) {
    const share = total ? ((100 * r.bytes) / total).toFixed(1) : '0.0'
    const via = r.chain.length > 1 ? `  ← ${r.chain.slice(0, -1).reverse().map(moduleName).join(' ← ')}` : ''
    lines.push(`${String(r.bytes).padStart(7)} ${share.padStart(5)}%  ${moduleName(r.id)}${via}`)
  }
  return lines.join('\n')
}
