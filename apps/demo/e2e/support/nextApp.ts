import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { freePort } from '@latch/local-4337'

const appRoot = fileURLToPath(new URL('../../../nextjs/', import.meta.url))
const nextBin = createRequire(`${appRoot}package.json`).resolve('next/dist/bin/next')
/** Apart from a developer's `.next`, so the e2e build (on the e2e chain) never replaces theirs. */
const DIST_DIR = '.next-e2e'

export interface NextApp {
  url: string
  pid: number
  stop(): Promise<void>
}

/** `next <args>` in apps/nextjs, in its own process group (stopped as a whole), telemetry off. */
function next(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: appRoot,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1', LATCH_NEXT_DIST_DIR: DIST_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** `next build` with the chain the app is to use (NEXT_PUBLIC_ values are inlined at build time); resolves with its ms. */
export async function buildNextApp(chain: { chainId: number; url: string }): Promise<number> {
  const t0 = performance.now()
  const child = next(['build'], { NEXT_PUBLIC_RPC_URL: chain.url, NEXT_PUBLIC_CHAIN_ID: String(chain.chainId) })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const code = await exited(child)
  if (code !== 0) throw new Error(`next build failed (${code}):\n${output}`)
  return Math.round(performance.now() - t0)
}


/** `next start` of the e2e build on a free loopback port, once it answers. */
export async function startNextApp(): Promise<NextApp> {
  const port = await freePort()
  const child = next(['start', '--hostname', '127.0.0.1', '--port', String(port)], {})
  const pid = child.pid
  if (pid === undefined) throw new Error('next start did not start')
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const gone = exited(child)
  const url = `http://127.0.0.1:${port}/`
  const stop = async () => {
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      return // Already gone.
    }
    await gone
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(url)).ok) return { url, pid, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error(`next start did not answer on ${url} within 30 s:\n${output}`)
}
