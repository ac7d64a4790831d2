import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))

/** @returns {string} vite's CLI script, run with this node (no npx, no shell: its PID is the server's). */
function viteBin() {
  const require = createRequire(import.meta.url)
  const pkgPath = require.resolve('vite/package.json')
  const bin = /** @type {{ bin: { vite: string } }} */ (require(pkgPath)).bin.vite
  return join(dirname(pkgPath), bin)
}

/**
 * @typedef {{ url: string, pid: number, stop: () => Promise<void>, exited: Promise<unknown> }} ServerHandle
 */

/**
 * Starts `vite dev` or `vite preview` for the demo on `host:port` and resolves once it serves the page.
 * @param {{ mode: 'dev' | 'preview', host: string, port: number, env: Record<string, string>, outDir?: string, inheritOutput?: boolean }} options
 * @returns {Promise<ServerHandle>}
 */
export async function startVite({ mode, host, port, env, outDir, inheritOutput = false }) {
  const url = `http://${host}:${port}`
  const args = [viteBin(), ...(mode === 'preview' ? ['preview'] : []), '--host', host, '--port', String(port), '--strictPort', ...(outDir ? ['--outDir', outDir] : [])]
  const child = spawn(process.execPath, args, {
    cwd: demoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', inheritOutput ? 'inherit' : 'pipe', inheritOutput ? 'inherit' : 'pipe'],
  })
  let output = ''
  const keep = (/** @type {Buffer} */ b) => {
    output = (output + b.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
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
    throw new Error(`vite ${mode} exited early (code ${code}, signal ${signal}):\n${output}`)
  })
  earlyExit.catch(() => {})
  try {
    await Promise.race([waitForHttp(url, 60_000), earlyExit])
  } catch (error) {
    await stop()
    throw error
  }
  if (child.pid === undefined) throw new Error(`vite ${mode} started without a pid`)
  return { url, pid: child.pid, stop, exited }
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  let last = /** @type {unknown} */ (undefined)
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  throw new Error(`${url} did not serve within ${timeoutMs} ms: ${String(last)}`)
}
