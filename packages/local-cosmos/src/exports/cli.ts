#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { DEFAULT_CHAIN_ID, DEFAULT_PORT } from '../chain'
import { startLocalCosmos } from '../server'

/** `latch-local-cosmos [--host 127.0.0.1] [--port 26657] [--chain-id latch-local-1] [--prefix cosmos] [--accounts 4]`: runs until interrupted. */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: String(DEFAULT_PORT) },
    'chain-id': { type: 'string', default: DEFAULT_CHAIN_ID },
    prefix: { type: 'string', default: 'cosmos' },
    accounts: { type: 'string', default: '4' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number, not ${values.port}.`)
const t0 = performance.now()
const node = await startLocalCosmos({ host: values.host, port, chainId: values['chain-id'], prefix: values.prefix, accounts: Number(values.accounts) })
const lines = [
  `Local Cosmos chain ${node.chainId} (CometBFT RPC) on ${node.url} in ${Math.round(performance.now() - t0)} ms`,
  `Denoms ${node.denom} (${node.displayDenom}, ${node.decimals} decimals) and ${node.secondDenom}; minimum gas price ${node.gasPrice}`,
  `Fund: curl -X POST ${node.url}/dev/fund -d '{"address":"${node.prefix}1…","amount":1000000,"denom":"${node.denom}"}'`,
  'Public test accounts, never use them for real funds:',
  ...node.accounts.map((a) => `  ${a.name.padEnd(6)} ${a.address}  ${a.mnemonic}`),
]
console.log(lines.join('\n'))
const stop = () => void node.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
