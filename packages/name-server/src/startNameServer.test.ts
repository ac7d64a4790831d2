import { describe, expect, it } from 'vitest'
import { startNameServer } from './startNameServer'
import { TEST_SIGNER_KEY } from './testing/testChain'

describe('startNameServer', () => {
  // The full start (database, handler, gateway) is exercised by ens.test.ts against a real chain.
  it('listens on loopback only: a production server mounts createNameHandler behind TLS', async () => {
    await expect(startNameServer({ host: '0.0.0.0', parent: 'latch.id', chain: { chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }, signerKey: TEST_SIGNER_KEY, allowedOrigins: [] })).rejects.toThrow('loopback only')
  })
})
