import { describe, expect, it } from 'vitest'
import type { InvalidOptionsError } from '../errors/config'
import { testNetworks } from '../testing/fixtures'
import type { LatchOptions } from '../types/options'
import { resolveOptions } from './resolveOptions'

const base: LatchOptions = { networks: [testNetworks.one], projectId: 'p' }

function issuesOf(options: LatchOptions): string[] {
  try {
    resolveOptions(options)
  } catch (error) {
    return (error as InvalidOptionsError).issues.map((i) => i.path)
  }
  throw new Error('did not throw')
}

describe('remoteFeatures: the host’s values for the features remote config controls', () => {
  it('every feature defaults to on (spec §9), branding included', () => {
    expect(resolveOptions(base).features).toMatchObject({ email: true, swaps: true, onramp: true, history: true, branding: true, socials: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] })
  })

  it('maps the original’s names: activity → history, reownBranding → branding, provider lists → on, [] → off', () => {
    const { features } = resolveOptions({ ...base, remoteFeatures: { activity: false, reownBranding: false, swaps: ['1inch'], onramp: [], email: false } })
    expect(features).toMatchObject({ history: false, branding: false, swaps: true, onramp: false, email: false })
  })

  it('wins over `features`; what it leaves out stays; social providers Latch does not offer are dropped', () => {
    const { features } = resolveOptions({ ...base, features: { email: false, swaps: false, send: false }, remoteFeatures: { email: true, socials: ['myspace' as 'x', 'github', 'farcaster'] } })
    expect(features).toMatchObject({ email: true, swaps: false, send: false, socials: ['github', 'farcaster'] })
    expect(resolveOptions({ ...base, remoteFeatures: { socials: false } }).features.socials).toBe(false)
  })

  it('ignores the original’s other remote features, refuses wrong types with their paths', () => {
    expect(() => resolveOptions({ ...base, remoteFeatures: { multiWallet: true } as never })).not.toThrow()
    expect(issuesOf({ ...base, remoteFeatures: { email: 'yes', socials: 'google', swaps: 1, activity: null } as never })).toEqual([
      'remoteFeatures.email',
      'remoteFeatures.activity',
      'remoteFeatures.socials',
      'remoteFeatures.swaps',
    ])
    expect(issuesOf({ ...base, remoteFeatures: [] as never })).toEqual(['remoteFeatures'])
  })

  it('projectConfig is { url } with an http(s) URL, or a function', () => {
    expect(() => resolveOptions({ ...base, projectConfig: { url: 'https://config.example/project-config' } })).not.toThrow()
    expect(() => resolveOptions({ ...base, projectConfig: async () => ({}) })).not.toThrow()
    expect(issuesOf({ ...base, projectConfig: { url: 'ftp://config.example' } })).toEqual(['projectConfig'])
    expect(issuesOf({ ...base, projectConfig: { url: 'not a url' } })).toEqual(['projectConfig'])
    expect(issuesOf({ ...base, projectConfig: 'https://config.example' as never })).toEqual(['projectConfig'])
  })
})
