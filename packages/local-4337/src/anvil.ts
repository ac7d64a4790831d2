/** A real anvil on a free loopback port for tests and scripts, run as its binary so killing the PID kills it. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { lifecycleOf } from './childProcess'

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

function resolveAnvilBinary(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil has no npm binary for ${process.platform}-${process.arch}`)
  // The platform package is a dependency of @foundry-rs/anvil (pnpm is strict), so resolve it from there.
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  return join(dirname(fromWrapper.resolve(`${pkg}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/** A port the OS just handed out and took back (a small race with other processes, fine for tests). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface DevAnvil {
  url: string
  chainId: number
  child: ChildProcess
  stop(): Promise<void>
}

export async function startDevAnvil(chainId = 31337): Promise<DevAnvil> {
  // Port 0 and the port anvil reports: a port picked beforehand could be taken by another test's anvil meanwhile,
  // and this test would then talk to that chain.
  const child = spawn(resolveAnvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const { stop } = lifecycleOf(child)
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not report its port within 15 s:\n${output}`)), 15_000)
    child.stdout.on('data', (b: Buffer) => {
      output = (output + b.toString()).slice(-4000)
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.stderr.on('data', (b: Buffer) => {
      output = (output + b.toString()).slice(-4000)
    })
    child.once('exit', () => reject(new Error(`anvil exited early:\n${output}`)))
  }).catch(async (error) => {
    await stop()
    throw error
  })
  // Keep draining the pipes: anvil logs every request, and a full pipe would stall it.
  child.stdout.resume()
  child.stderr.resume()
  return { url: `http://127.0.0.1:${port}`, chainId, child, stop }
}

/** Whether a process with this PID still exists (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
