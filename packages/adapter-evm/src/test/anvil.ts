/** Starts a real local chain (anvil from the @foundry-rs/anvil npm package) for RPC tests. */
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export interface AnvilInstance {
  url: string
  port: number
  chainId: number
  stop(): Promise<void>
}

/** The platform binary shipped as an optional dependency of @foundry-rs/anvil; run directly so we own its PID. */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const fromAnvil = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  const pkg = fromAnvil.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)
  return join(dirname(pkg), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

class AnvilExitedError extends Error {}

/**
 * Waits until *this* anvil answers: the port was free when picked, but another test's server (a chopsticks chain, a
 * second anvil) can take it before anvil binds, and then anvil exits while that server answers. Only our chain id
 * from a still-running child counts.
 */
async function waitForRpc(url: string, child: ChildProcess, chainId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new AnvilExitedError(`anvil exited early with code ${child.exitCode}`)
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const reply = res.ok ? ((await res.json()) as { result?: unknown }) : undefined
      if (reply?.result === `0x${chainId.toString(16)}` && child.exitCode === null) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`anvil did not answer on ${url} within ${timeoutMs} ms`)
}

export async function startAnvil({ chainId = 31337 }: { chainId?: number } = {}): Promise<AnvilInstance> {
  // A port taken between picking and binding makes anvil exit at once: pick another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnAnvil(chainId)
    } catch (error) {
      if (!(error instanceof AnvilExitedError) || attempt >= 3) throw error
    }
  }
}

async function spawnAnvil(chainId: number): Promise<AnvilInstance> {
  const port = await freePort()
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const url = `http://127.0.0.1:${port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  try {
    await waitForRpc(url, child, chainId, 15_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, port, chainId, stop }
}
