/**
 * The alto bundler (Pimlico, GPL: a separate process we run, never link) on loopback, with its own
 * throwaway executor and utility keys.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { ENTRY_POINT_V07 } from './addresses'
import { fundedKey, providerFor } from './chain'
import { rpcCall } from './jsonRpcClient'
import { assertLoopback } from './loopback'
import { lifecycleOf } from './childProcess'

export interface StartBundlerOptions {
  /** The dev chain alto submits bundles to (it must answer `anvil_setBalance` to fund alto's keys). */
  rpcUrl: string
  /** 127.0.0.1, the only address our patched alto listens on (anything else is refused). */
  host?: string
  port: number
  /** How long alto may take to answer; defaults to 30 s. */
  readyTimeoutMs?: number
}

export interface BundlerHandle {
  url: string
  pid: number
  stop(): Promise<void>
  /** Settles when alto's process ends, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** alto's CLI as a JS file, so we run it with this node and its PID is alto's own (npx would sit in between). */
export function resolveAltoCli(): string {
  // The package exports only its entry point (esm/index.js); the CLI sits beside it.
  const entry = createRequire(import.meta.url).resolve('@pimlico/alto')
  return join(dirname(entry), 'cli', 'alto.js')
}

export async function startBundler({ rpcUrl, host = '127.0.0.1', port, readyTimeoutMs = 30_000 }: StartBundlerOptions): Promise<BundlerHandle> {
  assertLoopback(host, 'The bundler')
  // Our patch pins alto's listen() to 127.0.0.1 (upstream binds every interface); another loopback name would miss it.
  if (host !== '127.0.0.1') throw new Error(`alto is patched to listen on 127.0.0.1 only; host ${host} would not reach it`)
  const url = `http://${host}:${port}`
  // alto dies silently (exit 0, its last log lost) when its port is taken: say so before starting it.
  await assertPortFree(host, port)
  const provider = providerFor(rpcUrl)
  let executor: string
  let utility: string
  try {
    ;[executor, utility] = (await Promise.all([fundedKey(provider, '1000'), fundedKey(provider, '1000')])).map((w) => w.privateKey) as [string, string]
  } finally {
    provider.destroy()
  }
  const args = [
    resolveAltoCli(),
    ...['--entrypoints', ENTRY_POINT_V07],
    ...['--executor-private-keys', executor],
    ...['--utility-private-key', utility],
    ...['--rpc-url', rpcUrl],
    ...['--port', String(port)],
    // Safe mode needs a tracing node (debug_traceCall with the ERC-7562 tracer); the dev chain is ours anyway.
    ...['--safe-mode', 'false'],
    // Errors only: we keep just the tail, for the message when alto dies (a port in use, say).
    ...['--log-level', 'error'],
  ]
  // alto also reads options from ALTO_* variables and a .env in its working directory, and reports to SENTRY_DSN:
  // none of those belong to this dev bundler, so it runs without them, in its own package directory.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('ALTO_') && k !== 'SENTRY_DSN' && k !== 'DOTENV_CONFIG_PATH'))
  // Keys go in argv: visible to this machine's users via ps, acceptable for throwaway dev-chain keys only.
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: dirname(args[0]!), env })
  let output = ''
  const keep = (b: Buffer) => {
    // Only the tail matters for a start-up error.
    output = (output + b.toString()).slice(-4000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const { exited, stop } = lifecycleOf(child)

  // Rejects if alto dies before it serves; the no-op catch keeps a later, deliberate exit quiet.
  const earlyExit = exited.then(({ code, signal }) => {
    throw new Error(`alto on ${url} exited early (code ${code}, signal ${signal}):\n${output}`)
  })
  earlyExit.catch(() => {})
  try {
    await Promise.race([waitForEntryPoint(url, readyTimeoutMs, () => output), earlyExit])
  } catch (error) {
    await stop()
    throw error
  }
  if (child.pid === undefined) throw new Error('alto started without a pid')
  return { url, pid: child.pid, stop, exited }
}

async function waitForEntryPoint(url: string, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const entryPoints = await rpcCall<string[]>(url, 'eth_supportedEntryPoints', [], 2000)
      if (entryPoints.some((e) => e.toLowerCase() === ENTRY_POINT_V07.toLowerCase())) return
      last = `it lists ${entryPoints.join(', ')}`
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`alto on ${url} did not list EntryPoint ${ENTRY_POINT_V07} within ${timeoutMs} ms (${last}):\n${output()}`)
}

async function assertPortFree(host: string, port: number): Promise<void> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is in use; stop what holds it or pick another bundler port`) : error),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
