// Test helpers: a throwaway PostgreSQL server from Debian's binaries, in a temporary directory, on a free loopback
// port; stopped by its PID. The tests of this package's Db and the embedded-frame server's two-instance test use it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'

/** The directory holding initdb and postgres: the newest /usr/lib/postgresql/N/bin, else initdb on PATH. */
function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'postgres'))) return join(root, v, 'bin')
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const initdb = join(dir, 'initdb')
    if (dir && existsSync(initdb)) {
      const bin = dirname(realpathSync(initdb))
      if (existsSync(join(bin, 'postgres'))) return bin
    }
  }
  return undefined
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** initdb refuses to run as root: as root, the server's processes run as the `postgres` user instead. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error('Running as root, and there is no "postgres" user to run PostgreSQL as (Debian\'s postgresql package creates it)')
  }
}

export interface TestPostgres {
  url: string
  pid: number
  stop(): Promise<void>
}

/**
 * Starts a PostgreSQL server with one database, `database`, and a superuser `latch` (trust auth, loopback only).
 * Without the server binaries it throws rather than skip: a test that passes without PostgreSQL would hide that the
 * code never ran against it (.ci/run installs Debian's postgresql package).
 */
export async function startPostgres(database = 'latch_test'): Promise<TestPostgres> {
  const bin = findPostgresBin()
  if (!bin)
    throw new Error(
      'PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb, or initdb on PATH). Install them: apt-get install -y --no-install-recommends postgresql',
    )
  const user = runAs()
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  const asUser = { cwd: dir, ...(user ?? {}) }
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'latch', '--auth=trust', '-E', 'UTF8', '--no-sync'], { ...asUser, stdio: 'pipe' })
  const port = await freePort()
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-k', dir, '-h', '127.0.0.1', '-p', String(port), '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    { ...asUser, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let log = ''
  server.stderr?.on('data', (c) => {
    log = (log + c).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    if (server.exitCode === null && server.pid) process.kill(server.pid, 'SIGINT') // fast shutdown
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const admin = `postgres://latch@127.0.0.1:${port}/postgres`
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: admin })
    try {
      await client.connect()
      await client.query(`CREATE DATABASE ${database}`)
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
      if (server.exitCode !== null || Date.now() > deadline) {
        await stop()
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return { url: `postgres://latch@127.0.0.1:${port}/${database}`, pid: server.pid as number, stop }
}
