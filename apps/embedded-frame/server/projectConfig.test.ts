import { isAllowedOrigin } from '@latch/frame-bridge'
import { DEFAULT_ALLOWED_ORIGINS } from '@latch/frame-bridge/constants'
import { describe, expect, it } from 'vitest'
import { start } from './frameServer.test-helpers'
import { checkProjects } from './projects.mjs'

const PROJECTS = {
  p1: { allowedOrigins: ['https://app.example.com', 'http://localhost:*'], features: { email: false, socials: ['google'], activity: false } },
  p2: { allowedOrigins: ['https://other.example.com'] },
  open: { development: true },
}

const config = (server: { url: string }, projectId: string, init: RequestInit = {}) => fetch(`${server.url}/project-config?projectId=${projectId}`, init)

describe('GET /project-config (spec §7)', () => {
  it("answers the project's features and allowed origins to any page, readable cross-origin", async () => {
    const server = await start({ projects: PROJECTS })
    const res = await config(server, 'p1', { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    expect(await res.json()).toEqual({
      projectId: 'p1',
      features: { email: false, socials: ['google'], activity: false },
      allowedOrigins: ['https://app.example.com', 'http://localhost:*'],
      verified: true,
    })
    expect(await (await config(server, 'p2')).json()).toMatchObject({ features: {}, allowedOrigins: ['https://other.example.com'] })
    // A development project stands on spec §5's defaults, which anyone can host a page under: unverified.
    expect(await (await config(server, 'open')).json()).toMatchObject({ verified: false })
    const preflight = await fetch(`${server.url}/project-config`, { method: 'OPTIONS', headers: { origin: 'https://app.example.com', 'access-control-request-method': 'GET' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await fetch(`${server.url}/project-config?projectId=p1`, { method: 'POST' })).status).toBe(405)
  })

  it('the same origins the frame page checks: a page the frame refuses is refused by the list the config serves, and the other way round', async () => {
    const server = await start({ projects: PROJECTS })
    for (const projectId of ['p1', 'p2', 'open']) {
      const { allowedOrigins } = (await (await config(server, projectId)).json()) as { allowedOrigins: string[] }
      if (projectId === 'open') expect(allowedOrigins).toEqual([...DEFAULT_ALLOWED_ORIGINS])
      for (const origin of ['https://app.example.com', 'http://localhost:5173', 'https://other.example.com', 'https://my.vercel.app', 'https://evil.example']) {
        const page = await (await fetch(`${server.frameUrl}?projectId=${projectId}`, { headers: { referer: `${origin}/page` } })).text()
        const framed = page.includes('/frame.js')
        expect({ projectId, origin, allowed: isAllowedOrigin(origin, allowedOrigins) }).toEqual({ projectId, origin, allowed: framed })
      }
    }
  })

  it('an unknown or missing project is a 404 (still readable cross-origin)', async () => {
    const server = await start({ projects: PROJECTS })
    for (const query of ['?projectId=nope', '?projectId=constructor', '']) {
      const res = await fetch(`${server.url}/project-config${query}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('access-control-allow-origin')).toBe('*')
      expect(await res.json()).toEqual({ error: 'Unknown project' })
    }
  })

  it('is rate-limited per client address, with Retry-After and CORS on the 429', async () => {
    const server = await start({ projects: PROJECTS, rateLimits: { 'config-ip': { max: 3, windowMs: 60_000 } } })
    for (let i = 0; i < 3; i++) expect((await config(server, 'p1')).status).toBe(200)
    const limited = await config(server, 'p1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('access-control-allow-origin')).toBe('*')
    // An unknown project counts too: guessing ids costs the same.
    expect((await config(server, 'nope')).status).toBe(429)
  })

  it('a project’s features are checked at start, naming the project and the field', () => {
    expect(() => checkProjects(PROJECTS)).not.toThrow()
    expect(() => checkProjects({ p: { development: true, features: { email: 'no' } } } as never)).toThrow('Project p: features.email must be true or false')
    expect(() => checkProjects({ p: { development: true, features: { swaps: [1] } } } as never)).toThrow('features.swaps must be true, false or a list of names')
    expect(() => checkProjects({ p: { development: true, features: { emial: false } } } as never)).toThrow('features.emial is not a feature')
    expect(() => checkProjects({ p: { development: true, features: [] } } as never)).toThrow('"features" must be an object')
  })
})
