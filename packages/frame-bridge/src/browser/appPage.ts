// The app page of the browser test: a frame client against the frame origin in `?frame=`, driven by the test.
import { createFrameClient } from '../exports/index'

const params = new URLSearchParams(location.search)
const client = createFrameClient({ url: params.get('frame') ?? '', readyTimeoutMs: Number(params.get('readyTimeoutMs') ?? 20_000) })
const results: string[] = []
const tokens: string[] = []
client.onSessionUpdate((t) => tokens.push(t))
Object.assign(window, { __client: client, __results: results, __tokens: tokens })
// Test plumbing: the request id the frame saw (see framePage.ts).
addEventListener('message', (event) => {
  const data = event.data as { type?: string; id?: string }
  if (data?.type === 'LATCH_TEST_ID') Object.assign(window, { __lastId: data.id })
})
