import { DEFAULT_ALLOWED_ORIGINS } from '@latch/frame-bridge/constants'
import { describe, expect, it } from 'vitest'
import { allowedOriginsOf, checkProjects, isProject, isProjectOrigin } from './projects.mjs'

const projects = { shop: { allowedOrigins: ['https://shop.example.com', 'https://*.preview.example.com'] }, local: { development: true } }

describe('projects (H4)', () => {
  it('a project must list its origins unless it is marked development', () => {
    expect(() => checkProjects(projects)).not.toThrow()
    expect(() => checkProjects({ p: {} })).toThrow(/Project p lists no allowedOrigins/)
    expect(() => checkProjects({ p: { allowedOrigins: [], development: false } })).toThrow(/set "development": true/)
    expect(() => checkProjects({ p: { allowedOrigins: ['https://*'] } })).toThrow('not an origin pattern')
    expect(() => checkProjects({ 'bad id': { development: true } })).toThrow('Project id "bad id"')
  })

  it("the spec's public defaults only for a development project; none for an unknown one", () => {
    expect(allowedOriginsOf(projects, 'shop')).toEqual(projects.shop.allowedOrigins)
    expect(allowedOriginsOf(projects, 'local')).toEqual([...DEFAULT_ALLOWED_ORIGINS])
    expect(allowedOriginsOf({ p: {} }, 'p')).toEqual([])
    expect(allowedOriginsOf(projects, 'nope')).toEqual([])
    expect(allowedOriginsOf(projects, 'constructor')).toEqual([])
    expect(allowedOriginsOf(projects, null)).toEqual([])
  })

  it('an app origin counts only as an exact origin that the project allows', () => {
    expect(isProjectOrigin(projects, 'shop', 'https://shop.example.com')).toBe(true)
    expect(isProjectOrigin(projects, 'shop', 'https://pr-7.preview.example.com')).toBe(true)
    expect(isProjectOrigin(projects, 'shop', 'https://shop.example.com/path')).toBe(false)
    expect(isProjectOrigin(projects, 'shop', 'https://evil.example')).toBe(false)
    expect(isProjectOrigin(projects, 'shop', 'not a url')).toBe(false)
    expect(isProjectOrigin(projects, 'local', 'http://localhost:5173')).toBe(true)
    expect(isProject(projects, 'shop')).toBe(true)
    expect(isProject(projects, 'toString')).toBe(false)
    expect(isProject(projects, ['shop'])).toBe(false)
  })
})
