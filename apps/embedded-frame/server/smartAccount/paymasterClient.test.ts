import { describe, expect, it } from 'vitest'
import { paymasterFor } from './paymasterClient.mjs'

const chain = { chainId: 10, rpcUrl: 'https://rpc.example.com', bundlerUrl: 'https://bundler.example.com', paymasterUrls: ['http://paymaster.internal:3000/rpc', 'https://api.pimlico.io/v2/10/rpc'] }

describe('paymasterFor: which ERC-7677 service the server calls', () => {
  it('the chain’s own paymaster sponsors every operation when the app names none', () => {
    expect(paymasterFor({ ...chain, paymasterUrl: 'http://10.0.0.5/pm' }, undefined)).toEqual({ url: 'http://10.0.0.5/pm' })
    expect(paymasterFor(chain, undefined)).toBeUndefined()
  })

  it('a URL the page names on an origin the operator configured (even http), at any path, with its context', () => {
    expect(paymasterFor(chain, { url: 'http://paymaster.internal:3000/rpc' })).toEqual({ url: 'http://paymaster.internal:3000/rpc' })
    expect(paymasterFor(chain, { url: 'https://api.pimlico.io/v2/10/rpc?apikey=k', context: { sponsorshipPolicyId: 'sp_1' } })).toEqual({
      url: 'https://api.pimlico.io/v2/10/rpc?apikey=k',
      context: { sponsorshipPolicyId: 'sp_1' },
    })
  })

  it('never another URL a page names, https or not: the server would call hosts inside its own network for it', () => {
    const unlisted = [
      'http://127.0.0.1:8549/api/rpc',
      'http://169.254.169.254/latest',
      'https://10.0.0.7/rpc',
      'https://metadata.internal/computeMetadata',
      'https://paymaster.internal:3000/rpc', // the configured host, another scheme
      'http://paymaster.internal:3001/rpc', // another port
      'https://evil.example/rpc',
      'file:///etc/passwd',
      'https://user:pw@api.pimlico.io/v2/10/rpc',
      'nonsense',
    ]
    for (const url of unlisted) {
      expect(() => paymasterFor(chain, { url }), url).toThrow(expect.objectContaining({ status: 400, message: expect.stringMatching(/does not call the paymaster/) }))
    }
    expect(() => paymasterFor({ ...chain, paymasterUrls: undefined }, { url: 'https://api.pimlico.io/v2/10/rpc' })).toThrow(/does not call the paymaster/)
  })
})
