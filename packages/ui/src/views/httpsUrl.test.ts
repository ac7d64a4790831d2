import { describe, expect, it } from 'vitest'
import { httpsUrl } from './httpsUrl'

describe('httpsUrl', () => {
  it('keeps an https link as it came', () => {
    expect(httpsUrl('https://farcaster.xyz/~/siwf?channelToken=abc')).toBe('https://farcaster.xyz/~/siwf?channelToken=abc')
  })

  it('drops anything else: plain http, script, data, app schemes, no URL at all', () => {
    for (const url of ['http://farcaster.xyz/~/siwf', 'javascript:alert(1)//https:', 'data:text/html,hi', 'farcaster://siwf', 'not a url', '', undefined]) {
      expect(httpsUrl(url)).toBeUndefined()
    }
  })
})
