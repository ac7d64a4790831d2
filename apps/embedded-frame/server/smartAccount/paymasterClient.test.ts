import { describe, expect, it } from 'vitest'
import { paymasterFor } from './paymasterClient.mjs'

const chain = { chainId: 10, rpcUrl: 'https://rpc.example.com', bundlerUrl: 'https://bundler.example.com', paymasterUrls: ['http://paymaster.internal:3000/rpc'] }

describe('paymasterFor: which ERC-7677 service the server calls', () => {
  it('the chain’s own paymaster sponsors every operation when the app names none', () => {
    expect(paymasterFor({ ...chain, paymasterUrl: 'http://10.0.0.5/pm' }, undefined)).toEqual({ url: 'http://10.0.0.5/pm' })
    expect(paymasterFor(chain, undefined)).toBeUndefined()
  })

  it('a URL the page names: a configured one (even http), or any https one, with its context', () => {
    expect(paymasterFor(chain, { url: 'http://paymaster.internal:3000/rpc' })).toEqual({ url: 'http://paymaster.internal:3000/rpc' })
    expect(paymasterFor(chain, { url: 'https://api.pimlico.io/v2/10/rpc?apikey=k', context: { sponsorshipPolicyId: 'sp_1' } })).toEqual({
      url: 'https://api.pimlico.io/v2/10/rpc?apikey=k',
      context: { sponsorshipPolicyId: 'sp_1' },
    })
  })

  it('never an http (or other) URL a page names: the server would call internal services for it', () => {
    for (const url of ['http://127.0.0.1:8549/api/rpc', 'http://169.254.169.254/latest', 'file:///etc/passwd', 'https://user:pw@pm.example.com', 'nonsense']) {
      expect(() => paymasterFor(chain, { url }), url).toThrow(expect.objectContaining({ status: 400, message: expect.stringMatching(/paymaster URL must be https/) }))
    }
  })
})
