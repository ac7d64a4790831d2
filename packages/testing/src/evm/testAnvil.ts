// Test-only (not exported): an anvil on a free loopback port, from the @foundry-rs/anvil platform package.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
}

/** The binary itself, never the npm wrapper (killing the wrapper leaves anvil running). */
function anvilBinary(): string {
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil has no npm binary for ${process.platform}-${process.arch}`)
  const fromWrapper = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'))
  return join(dirname(fromWrapper.resolve(`${pkg}/package.json`)), 'bin', 'anvil')
}

export type TestAnvil = { chainId: number; url: string; stop(): Promise<void> }

/** Starts anvil (default mnemonic, automine) with `chainId` on port 0 and resolves once it listens. */
export async function startTestAnvil(chainId: number): Promise<TestAnvil> {
  const child: ChildProcess = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`anvil did not start in 20 s:\n${output}`)), 20_000)
    child.stdout?.on('data', (b: Buffer) => {
      output = (output + b.toString()).slice(-4000)
      const match = /Listening on (127\.0\.0\.1:\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(`http://${match[1]}`)
      }
    })
    child.stderr?.on('data', (b: Buffer) => {
      output = (output + b.toString()).slice(-4000)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil exited early (code ${code}):\n${output}`))
    })
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { chainId, url, stop }
}
