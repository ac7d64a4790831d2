// The frame page's entry: reads its project's data, then answers the app through the frame-bridge host
// (origin-pinned to the parent, only when the parent is in the project's allowed origins).
import { createFrameHost } from '@latch/frame-bridge/host'
import { createApi } from './api'
import { createApprovals } from './approval'
import { createHandlers } from './handlers'
import { readMeta } from './meta'
import { frameStorage } from './storage'

const meta = readMeta()
let storage: Storage | undefined
try {
  storage = window.localStorage
} catch {
  storage = undefined
}
const store = frameStorage(storage)
const api = createApi({ deviceId: store.deviceId(), token: store.token })
const root = document.getElementById('latch-frame') ?? document.body

/** Theme values from the app become CSS custom properties (through CSSOM, which the CSP allows). */
function applyTheme(mode: 'light' | 'dark' | undefined, variables: Record<string, string | number> | undefined) {
  const html = document.documentElement
  if (mode) html.dataset.theme = mode
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (/^--[a-z0-9-]{1,64}$/i.test(name) && /^[^;{}<>]{0,200}$/.test(String(value))) html.style.setProperty(name, String(value))
  }
}

createFrameHost({
  allowedOrigins: meta.allowedOrigins,
  handlers: createHandlers({ api, meta, storage: store, approvals: createApprovals(root), applyTheme, reload: () => location.reload() }),
  onError: meta.enableLogger ? (error, request) => console.error(`[latch-frame] ${request}`, error) : undefined,
})
