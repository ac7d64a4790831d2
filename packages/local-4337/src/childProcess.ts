import type { ChildProcess } from 'node:child_process'

/** How a child ended. */
export type Exit = { code: number | null; signal: NodeJS.Signals | null }

/**
 * A child's end as a promise, and a stop that asks it to end (SIGTERM), then makes it (SIGKILL after 3 s): what
 * every process this package starts is stopped with, by its PID.
 */
export function lifecycleOf(child: ChildProcess): { exited: Promise<Exit>; stop(): Promise<void> } {
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return {
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      await exited
      clearTimeout(timer)
    },
  }
}
