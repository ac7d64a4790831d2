import { destroyWorker } from '@acala-network/chopsticks'

let open = 0

/**
 * Counts a chain as open; the returned function closes it once. Chopsticks runs every chain's wasm in one executor
 * thread per process, which it starts on the first runtime call and never ends by itself, so a process that closed
 * its chains would not exit. When the last chain started here closes, we end that thread (`destroyWorker`); the next
 * start makes a new one. Other chopsticks users in the same process would lose the thread too: there is none in ours.
 */
export function openExecutorUse(): () => Promise<void> {
  open += 1
  let closed = false
  return async () => {
    if (closed) return
    closed = true
    open -= 1
    if (open === 0) await destroyWorker()
  }
}
