// Multicall3 on the local chains at its canonical address, where public chains have it, so the EVM adapter
// batches contract reads through it here as it does in production. Its creation code is the one viem
// publishes; an eth_call of a creation returns the runtime code, which anvil_setCode puts in place without
// using any account's nonce (the test contracts' addresses depend on the deployer's).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { JsonRpcProvider } from 'ethers'

export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** @param {{ rpcUrl: string }} options */
export async function installMulticall3({ rpcUrl }) {
  // Not in viem's exports map: loaded by path from the pinned version.
  const viem = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const { multicall3Bytecode } = /** @type {{ multicall3Bytecode: string }} */ (await import(pathToFileURL(join(viem, '_esm/constants/contracts.js')).href))
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, polling: false })
  try {
    const runtime = await provider.call({ data: multicall3Bytecode })
    await provider.send('anvil_setCode', [MULTICALL3_ADDRESS, runtime])
  } finally {
    provider.destroy()
  }
}
