// The page a site outside the project's allowed origins gets instead of the frame: no wallet code at all, only
// the frame-bridge host, which tells that parent 'Invalid App Configuration' and answers every request with
// it. The real frame is never framed by such a site (its frame-ancestors list only the allowed origins), yet
// the app still hears why instead of waiting out the load timeout.
import { createFrameHost } from '@latch/frame-bridge/host'
import { readMeta } from './meta'

createFrameHost({ allowedOrigins: readMeta<{ allowedOrigins: string[] }>().allowedOrigins, handlers: {} })
