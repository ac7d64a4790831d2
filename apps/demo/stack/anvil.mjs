import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { waitForRpc } from './waitForRpc.mjs'

/** @type {Record<string, string | undefined>} */
const PLATFORM_PACKAGES = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Path of the anvil binary shipped in the platform package of `@foundry-rs/anvil`.
 * We run the binary itself, never the npm wrapper: killing the wrapper (or npx) leaves anvil running.
 * @returns {string}
 */
export function resolveAnvilBinary() {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil has no npm binary for ${process.platform}-${process.arch}`)
  // The platform package is a dependency of @foundry-rs/anvil, so resolve it from there (pnpm is strict).
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  const dir = dirname(fromWrapper.resolve(`${pkg}/package.json`))
  return join(dir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * @typedef {{ chainId: number, port: number, host: string }} AnvilOptions
 * @typedef {{ chainId: number, port: number, url: string, pid: number, stop: () => Promise<void>, exited: Promise<unknown> }} AnvilHandle
 */

/**
 * Starts one anvil (default mnemonic, automine) and resolves once it answers eth_chainId with `chainId`.
 * @param {AnvilOptions} options
 * @returns {Promise<AnvilHandle>}
 */
export async function startAnvil({ chainId, port, host }) {
  const url = `http://${host}:${port}`
  if (await answers(url)) throw new Error(`${url} is already serving JSON-RPC; stop it or pick another port`)
  const child = spawn(resolveAnvilBinary(), ['--host', host, '--port', String(port), '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (/** @type {Buffer} */ b) => {
    // Only the tail matters for a startup error; anvil logs every request.
    output = (output + b.toString()).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */ (
    new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  )

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }

  // Rejects if the process dies before it serves; the no-op catch keeps a later, deliberate exit quiet.
  const earlyExit = exited.then(({ code, signal }) => {
    throw new Error(`anvil on ${url} exited early (code ${code}, signal ${signal}):\n${output}`)
  })
  earlyExit.catch(() => {})
  try {
    await Promise.race([waitForRpc(url, chainId), earlyExit])
  } catch (error) {
    await stop()
    throw error
  }
  if (child.pid === undefined) throw new Error('anvil started without a pid')
  return { chainId, port, url, pid: child.pid, stop, exited }
}

/** @param {string} url */
async function answers(url) {
  // One request: a free port refuses at once, and a busy machine may take seconds to answer from a taken one (a
  // short polling window there made the refusal depend on load).
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(5000),
    })
    return 'result' in /** @type {object} */ (await res.json())
  } catch {
    return false
  }
}
