#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { DEFAULT_PORT, startLocalBitcoin } from '../server'

/** `latch-local-bitcoin [--host 127.0.0.1] [--port 3002] [--accounts 4]`: runs until interrupted. */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: String(DEFAULT_PORT) },
    accounts: { type: 'string', default: '4' },
  },
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be a port number, not ${values.port}.`)
const t0 = performance.now()
const node = await startLocalBitcoin({ host: values.host, port, accounts: Number(values.accounts) })
const lines = [
  `Local Bitcoin regtest (Esplora API) on ${node.url} in ${Math.round(performance.now() - t0)} ms`,
  `CAIP-2 ${node.caipNetworkId}  tip height ${node.chain.ledger.tipHeight}  miner/faucet ${node.minerAddress}`,
  `Mine: curl -X POST ${node.url}/dev/mine -d '{"blocks":1}'   Fund: curl -X POST ${node.url}/dev/fund -d '{"address":"bcrt1…","sats":100000}'`,
  'Public test keys, never use them for real funds:',
  ...node.accounts.flatMap((a) => [
    `  ${a.name.padEnd(6)} payment  ${a.payment.address}  WIF ${a.payment.wif}`,
    `  ${''.padEnd(6)} ordinals ${a.ordinals.address}  WIF ${a.ordinals.wif}`,
  ]),
]
console.log(lines.join('\n'))
const stop = () => void node.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
