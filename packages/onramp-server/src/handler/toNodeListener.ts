/**
 * Runs the on-ramp handler on Node's http server: `http.createServer(toNodeListener(handler))`, or as a route of an
 * Express/Connect app. The socket's address is passed as the client IP (behind a proxy, set `getClientIp`).
 */
import { toNodeListener as listen } from '@latch/server-kit'
import type { OnrampHandler } from './createOnrampHandler'

export const toNodeListener = (handler: OnrampHandler) => listen(handler, '{"error":{"code":"INTERNAL","message":"The on-ramp handler failed."}}')
