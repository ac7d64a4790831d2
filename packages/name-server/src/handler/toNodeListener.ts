/** Runs the name service's handler on Node's http server (or as a route of an Express/Connect app). */
import { toNodeListener as listen } from '@latch/server-kit'
import type { NameHandler } from './createNameHandler'

export const toNodeListener = (handler: NameHandler) => listen(handler, '{"error":{"code":"INTERNAL","message":"The name handler failed."}}')
