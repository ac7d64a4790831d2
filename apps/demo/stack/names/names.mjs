// Account names in the local stack: @latch/name-server gives out subnames of latch.id, and ENS on the first chain
// resolves them through CCIP-Read: latch.id's resolver is the service's OffchainResolver, which sends every lookup to
// the service's gateway and checks its signed answer. So plain ethers' resolveName('alice.latch.id') finds the address.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { deployOffchainResolver, gatewayUrlOf, startNameServer } from '@latch/name-server'
import { JsonRpcProvider } from 'ethers'
import { NAMES_PARENT } from '../config.mjs'
import { ensOwner, setEnsParent } from '../contracts/deployEns.mjs'

/**
 * @param {{ host: string, port: number, chainId: number, rpcUrl: string, allowedOrigins: string[], dataDir?: string }} options
 *   `dataDir`: keep names in a database there (PGlite's `names-db`); without it, in memory (e2e)
 */
export async function startNames({ host, port, chainId, rpcUrl, allowedOrigins, dataDir }) {
  // A fresh signing key per start: the resolver deployed below trusts only it. (Production keeps one, secret.)
  const signerKey = `0x${randomBytes(32).toString('hex')}`
  const server = await startNameServer({ host, port, parent: NAMES_PARENT, chain: { chainId, rpcUrl }, signerKey, allowedOrigins, ...(dataDir ? { dbPath: join(dataDir, 'names-db') } : {}) })
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, polling: false })
  try {
    const { address: resolver } = await deployOffchainResolver({ signer: ensOwner(provider), url: gatewayUrlOf(server.url), signers: [server.signerAddress] })
    await setEnsParent({ rpcUrl, parent: NAMES_PARENT, resolver })
    return { url: server.url, resolver, parent: NAMES_PARENT, stop: () => server.stop() }
  } catch (error) {
    await server.stop()
    throw error
  } finally {
    provider.destroy()
  }
}
