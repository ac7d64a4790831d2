#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startLocalSolana } from '../server'

/** `latch-local-solana [--host 127.0.0.1] [--port 8899] [--accounts 10] [--slot-ms 400]`: runs until interrupted. */
const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8899' },
    accounts: { type: 'string', default: '10' },
    'slot-ms': { type: 'string', default: '400' },
  },
})
const t0 = performance.now()
const node = await startLocalSolana({ host: values.host, port: Number(values.port), accounts: Number(values.accounts), slotMs: Number(values['slot-ms']) })
const lines = [
  `Local Solana (LiteSVM) on ${node.url}  (WebSocket ${node.wsUrl}) in ${Math.round(performance.now() - t0)} ms`,
  'Public test keys, never use them for real funds:',
  ...node.accounts.map((a, i) => `  (${i}) ${a.address}  secret key (base58) ${a.secretKeyBase58}`),
  ...node.mints.map((m) => `Mint ${m.symbol} ${m.address} (${m.decimals} decimals, ${m.programId === 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' ? 'Token' : 'Token-2022'}), authority ${m.mintAuthority}`),
]
console.log(lines.join('\n'))
const stop = () => void node.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
