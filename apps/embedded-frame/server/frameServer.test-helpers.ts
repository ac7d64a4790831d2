// Test helpers (not a test file): a frame server on a free port, stopped after each test, and a client that
// calls its API the way the frame page does.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { afterEach, expect } from 'vitest'
import { startFrameServer } from './frameServer.mjs'

export type Server = Awaited<ReturnType<typeof startFrameServer>>
export type Options = Parameters<typeof startFrameServer>[0]

const running: Server[] = []
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop()
})

export const PROJECTS = {
  p1: { allowedOrigins: ['https://app.example.com', 'http://localhost:*'] },
  p2: { allowedOrigins: ['https://other.example.com'] },
  open: { development: true },
}

/** A server stopped after the test. */
export async function start(options: Partial<Options> = {}) {
  const server = await startKept(options)
  running.push(server)
  return server
}

/** A server the caller stops (e.g. one shared by the tests of a file, in afterAll). */
export function startKept(options: Partial<Options> = {}) {
  return startFrameServer({
    host: '127.0.0.1',
    port: 0,
    projects: PROJECTS,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Local' }],
    masterKey: randomBytes(32),
    devMailbox: true,
    deviceWaitMs: 300,
    ...options,
  })
}

/** Stops a server before the test ends (it is then not stopped again). */
export async function stop(server: Server) {
  const i = running.indexOf(server)
  if (i >= 0) running.splice(i, 1)
  await server.stop()
}

export const newDevice = () => `device-${randomBytes(8).toString('hex')}`

/** The frame page's calls: same origin, a device id, its project, and the session once there is one. */
export function client(server: Server, { deviceId = newDevice(), projectId = 'p1' }: { deviceId?: string; projectId?: string } = {}) {
  let token: string | undefined
  const call = async (path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-latch-device': deviceId,
        'x-latch-project': projectId,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    })
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> & { error?: string } }
  }
  // The device's approval key, as the frame's WebCrypto key would be (./approvals.mjs).
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const deviceKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64url')
  return {
    deviceId,
    deviceKey,
    call,
    /** An unsafe request the way the frame makes it after the user pressed Approve: an approval, signed by the device key. */
    async approved(method: string, params: unknown, chainId: number | string) {
      const ticket = await call('approval/start', { method, params, chainId })
      if (ticket.status !== 200) return ticket
      const { id, challenge, requestHash } = ticket.body as { id: string; challenge: string; requestHash: string }
      const signature = sign('sha256', Buffer.from(`latch-approval\n${id}\n${challenge}\n${requestHash}`), { key: keys.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')
      return call('rpc', { method, params, chainId, approval: { id, signature } })
    },
    setToken: (t: string | undefined) => {
      token = t
    },
    token: () => token,
  }
}
export type Client = ReturnType<typeof client>

export const codeIn = async (server: Server, to: string) => /Your code is (\d{6})/.exec((await server.mailbox(to))[0]?.body ?? '')?.[1] ?? ''
export const approvalLinkIn = async (server: Server, to: string) =>
  /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec((await server.mailbox(to)).find((m) => m.subject.startsWith('Approve'))?.body ?? '')?.[1] ?? ''

export async function login(server: Server, c: Client, email: string) {
  expect((await c.call('email/start', { email })).body).toEqual({ action: 'VERIFY_OTP' })
  const verified = await c.call('email/verify', { otp: await codeIn(server, email), deviceKey: c.deviceKey })
  c.setToken(verified.body.token as string)
  return verified.body.user as { address: string; email: string }
}

/** Presses Approve on the approval page: the form's POST. */
export const approve = (link: string) =>
  fetch(new URL('/device/approve', link), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }) })
