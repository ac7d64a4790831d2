// The frame page's entry: reads its project's data, then answers the app through the frame-bridge host
// (origin-pinned to the parent, only when the parent is in the project's allowed origins).
import { createFrameHost } from '@latch/frame-bridge/host'
import { createApi } from './api'
import { createApprovals } from './approval'
import { createHandlers } from './handlers'
import { readMeta } from './meta'
import { createDeviceKey, indexedDbOf } from './deviceKey'
import { createSocialLogin } from './social'
import { createFarcasterLogin } from './farcaster'
import { frameStorage } from './storage'
import { applyTheme as applyThemeTo } from './theme'

const meta = readMeta()
let storage: Storage | undefined
try {
  storage = window.localStorage
} catch {
  storage = undefined
}
const store = frameStorage(storage)
const api = createApi({ deviceId: store.deviceId(), token: store.token, projectId: meta.projectId })
const root = document.getElementById('latch-frame') ?? document.body

/** Theme values from the app: only the spec's --w3m-* variables, with checked values (./theme.ts). */
function applyTheme(mode: 'light' | 'dark' | undefined, variables: Record<string, string | number> | undefined) {
  applyThemeTo(document.documentElement, mode, variables)
}

createFrameHost({
  allowedOrigins: meta.allowedOrigins,
  handlers: createHandlers({ api, meta, storage: store, approvals: createApprovals(root), social: createSocialLogin({ api, win: window }),
    farcaster: createFarcasterLogin({ api, win: window }),
    deviceKey: createDeviceKey({ subtle: crypto.subtle, idb: indexedDbOf(window) }), applyTheme, reload: () => location.reload() }),
  onError: meta.enableLogger ? (error, request) => console.error(`[latch-frame] ${request}`, error) : undefined,
})
