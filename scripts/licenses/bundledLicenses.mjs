// The licences of third-party code a package's build bundles into its dist (core bundles the WalletConnect SDK, see
// packages/core/tsup.config.ts): read from the build's metafile (every file that went into the bundle), written beside
// the bundle, so the notices the MIT, ISC, 0BSD and Apache-2.0 licences ask for travel with the copy.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The root folder and name of each package a source path lies in (its innermost `node_modules/<name>`), deduplicated. */
export function packagesOf(sources) {
  const roots = new Map()
  for (const source of sources) {
    const match = source.match(/^(.*node_modules\/)((?:@[^/]+\/)?[^/]+)\//)
    if (!match) continue
    const root = match[1] + match[2]
    if (!roots.has(root)) roots.set(root, match[2])
  }
  return [...roots].map(([root, name]) => ({ root, name }))
}

const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i

/** A package's name, version, licence field and the text of its licence and notice files. */
export function noticeOf(root) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const files = readdirSync(root).filter((f) => LICENCE_FILE.test(f)).sort()
  return { name: pkg.name, version: pkg.version, license: pkg.license ?? 'unspecified', texts: files.map((f) => readFileSync(join(root, f), 'utf8').trim()) }
}

/** The notices file's text: one section per package version, sorted by name. */
export function renderNotices(title, notices) {
  const sorted = [...notices].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  const sections = sorted.map((n) => {
    const body = n.texts.length ? n.texts.join('\n\n') : `(The package ships no licence file; its package.json says ${n.license}.)`
    return `## ${n.name} ${n.version} (${n.license})\n\n${body}\n`
  })
  return `# ${title}\n\n${sections.join('\n')}`
}

/**
 * Writes `out` listing every package the output `bundle` of an esbuild metafile holds code from. Input paths in a
 * metafile are relative to the folder the build ran in, `cwd`.
 */
export function writeBundledLicenses({ metafile, bundle, out, title, cwd = process.cwd() }) {
  const meta = JSON.parse(readFileSync(metafile, 'utf8'))
  const output = meta.outputs[bundle]
  if (!output) throw new Error(`${bundle} is not an output of ${metafile}`)
  const sources = Object.keys(output.inputs).map((input) => resolve(cwd, input))
  const notices = packagesOf(sources)
    .filter(({ root }) => existsSync(join(root, 'package.json')))
    .map(({ root }) => noticeOf(root))
  writeFileSync(out, renderNotices(title, notices))
  return notices.length
}
