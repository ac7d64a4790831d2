// Pure helpers over an esbuild metafile: which output chunks load eagerly, and what each lazy
// import adds on top of what is already loaded at that point.

/** Every output reachable from `start` through static imports (the chunk itself included). */
export function staticClosure(outputs, start) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return
    seen.add(file)
    for (const i of outputs[file].imports) if (i.kind === 'import-statement') visit(i.path)
  }
  visit(start)
  return seen
}

/** Dynamic-import targets of a set of chunks. */
export function dynamicTargets(outputs, files) {
  const targets = new Set()
  for (const f of files) for (const i of outputs[f]?.imports ?? []) if (i.kind === 'dynamic-import' && outputs[i.path]) targets.add(i.path)
  return targets
}

/**
 * Splits a build into loading steps: the eager closure of the entry, then every lazy chunk (found
 * breadth-first) with only what it adds beyond its parent's already-loaded chunks.
 * Returns [{ name, entry, files }] where `files` are the chunks that step newly loads.
 */
export function loadingSteps(outputs, entry, nameOf) {
  const eager = staticClosure(outputs, entry)
  const steps = [{ name: 'eager', entry, files: [...eager] }]
  const queue = [...dynamicTargets(outputs, eager)].map((t) => ({ target: t, loaded: eager }))
  const done = new Set()
  while (queue.length) {
    const { target, loaded } = queue.shift()
    if (done.has(target)) continue
    done.add(target)
    const closure = staticClosure(outputs, target)
    const added = [...closure].filter((f) => !loaded.has(f))
    steps.push({ name: nameOf(outputs[target]?.entryPoint ?? target), entry: target, files: added })
    const nowLoaded = new Set([...loaded, ...closure])
    for (const next of dynamicTargets(outputs, closure)) queue.push({ target: next, loaded: nowLoaded })
  }
  return steps
}

/** "packages/ui/dist/Account-WKKHTBLZ.js" → "ui:Account"; "…/ethers/lib.esm/index.js" → "ethers". */
export function chunkName(entryPoint) {
  const dep = entryPoint.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//)
  if (dep) return dep[1]
  const pkg = entryPoint.match(/packages\/([^/]+)\/dist\/(.+)\.js$/)
  // A module-per-file package's modules sit under dist/lib/, named by their source path; a code-split one's chunks carry a hash.
  if (pkg) return `${pkg[1]}:${pkg[2].replace(/^lib\//, '').replace(/-[A-Z0-9]{8}$/, '')}`
  return entryPoint
}

/** Budget verdicts: every measured step needs a budget, and none may exceed it. */
export function checkBudgets(measured, budgets) {
  const rows = measured.map(({ name, gzip }) => {
    const budget = budgets[name]
    return { name, gzip, budget, ok: budget !== undefined && gzip <= budget }
  })
  const unbudgeted = rows.filter((r) => r.budget === undefined).map((r) => r.name)
  const stale = Object.keys(budgets).filter((name) => !measured.some((m) => m.name === name))
  return { rows, unbudgeted, stale, ok: rows.every((r) => r.ok) && stale.length === 0 }
}
