#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startLocalPolkadot } from '../server'

/** `latch-local-polkadot [--host 127.0.0.1] [--port 9944]`: runs until interrupted. */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '9944' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number, not ${values.port}.`)
const t0 = performance.now()
const node = await startLocalPolkadot({ host: values.host, port })
const unit = 10n ** BigInt(node.decimals)
const lines = [
  `Local Polkadot (chopsticks, Rococo Asset Hub genesis) on ${node.url}  (HTTP ${node.httpUrl}) in ${Math.round(performance.now() - t0)} ms`,
  `Genesis ${node.genesisHash}  CAIP-2 ${node.caipNetworkId}  SS58 prefix ${node.ss58Prefix}  ${node.symbol} (${node.decimals} decimals), existential deposit ${node.existentialDeposit} planck`,
  'Public dev keys, never use them for real funds:',
  ...node.accounts.map((a) => `  ${a.name.padEnd(13)} ${a.address}  ${a.type} ${a.uri}`),
  `Each holds ${(node.endowment / unit).toLocaleString('en')} ${node.symbol}.`,
]
console.log(lines.join('\n'))
const stop = () => void node.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
