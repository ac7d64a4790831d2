import { expect, it } from 'vitest'
import { startLocalPolkadot } from './server'

/**
 * What keeps this process alive (unreferenced handles are not listed), as sorted type names. Timers and in-flight
 * requests (a file being closed, a write, a lookup) are left out: vitest's own come and go on their own, and CI once
 * caught three of its CloseReq in the `before` list that had finished 100 ms later.
 */
const transient = (type: string) => type === 'Timeout' || /Req/.test(type) || type === 'WriteWrap' || type === 'ShutdownWrap'
const holding = () => process.getActiveResourcesInfo().filter((type) => !transient(type)).sort()

it('leaves nothing holding the process once its last chain is closed, and starts again after', async () => {
  const before = holding()
  const first = await startLocalPolkadot({ port: 0, accounts: [] })
  expect(holding()).toContain('MessagePort') // chopsticks' executor thread
  await first.close()
  // The server's sockets go on the next turns of the loop.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(holding()).toEqual(before)

  // Chopsticks makes a new executor thread for the next chain.
  const second = await startLocalPolkadot({ port: 0, accounts: ['bob'] })
  try {
    const response = await fetch(second.httpUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getHeader', params: [] }) })
    // Block 1 is built at start, by the runtime running in the new thread.
    expect(Number((await response.json()).result.number)).toBe(1)
  } finally {
    await second.close()
  }
}, 60_000)
