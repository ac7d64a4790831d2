// The frame page of the browser test. `?mode=host`: a frame-bridge host whose GET_USER never answers
// (so a request stays open for forgeries to try to settle); `?mode=garbage`: READY, then 10,000 random
// or malformed messages to the parent; `?mode=silent`: never ready.
import { createFrameHost } from '../exports/host'
import { readyMessage } from '../exports/index'

const params = new URLSearchParams(location.search)
const mode = params.get('mode')
const parentOrigin = params.get('parent') ?? ''

function garbage(i: number): unknown {
  const kinds: (() => unknown)[] = [
    () => null,
    () => i,
    () => `FRAME_GET_USER_SUCCESS ${i}`,
    () => ({ type: 'FRAME_GET_USER_SUCCESS', id: (window as unknown as { __id?: string }).__id, payload: { address: 42 } }),
    () => ({ type: 'FRAME_GET_USER_SUCCESS', id: crypto.randomUUID(), payload: { address: '0x1', chainId: 1 } }),
    () => ({ type: 'FRAME_GET_USER_ERROR', id: 'not-a-uuid', payload: { message: 'x' } }),
    () => ({ type: 'FRAME_READY', payload: { version: 7 } }),
    () => ({ type: '__proto__', payload: JSON.parse('{"__proto__":{"polluted":1}}') }),
    () => [1, [2, [3]]],
    () => ({ type: 'FRAME_SESSION_UPDATE', payload: { token: '' } }),
    () => new Date(i),
    () => ({ type: 'FRAME_GET_USER_SUCCESS', id: crypto.randomUUID(), payload: { address: '0x1', chainId: 1 }, extra: true }),
  ]
  return (kinds[i % kinds.length] as () => unknown)()
}

if (mode === 'host') {
  // Test plumbing, not protocol: tells the page which request id it saw, so the test can "leak" it.
  addEventListener('message', (event) => {
    const id = (event.data as { id?: string }).id
    if (event.origin === parentOrigin && id) window.parent.postMessage({ type: 'LATCH_TEST_ID', id }, parentOrigin)
  })
  createFrameHost({ allowedOrigins: [parentOrigin], handlers: { GET_USER: () => new Promise(() => {}), GET_CHAIN_ID: () => ({ chainId: 1 }) } })
} else if (mode === 'garbage') {
  window.parent.postMessage(readyMessage('1'), parentOrigin)
  addEventListener('message', (event) => {
    if (event.origin !== parentOrigin) return
    // The app's request id, to aim well-formed-looking forgeries at it.
    ;(window as unknown as { __id?: string }).__id = (event.data as { id?: string }).id
    for (let i = 0; i < 10_000; i++) window.parent.postMessage(garbage(i), parentOrigin)
    window.parent.postMessage({ type: 'LATCH_TEST_DONE' }, parentOrigin)
  })
}
