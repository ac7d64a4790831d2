// `pnpm dev`: both anvils and the demo's Vite dev server on loopback; Ctrl-C stops all of them by PID.
import { fileURLToPath } from 'node:url'
import { stackConfig } from './config.mjs'
import { startStack, stopStack } from './stack.mjs'

const config = stackConfig(process.env, { chainPorts: [8545, 8546], webPort: 5173, relayPort: 8547, directoryPort: 8548, siwePort: 8551, framePort: 8549, oidcPort: 8550, solanaPort: 8899, polkadotPort: 9944, bitcoinPort: 3002, cosmosPorts: [26657, 26667], swapPort: 8552, onrampPort: 8553, bundlerPort: 8554, paymasterPort: 8555, namesPort: 8556, farcasterPort: 8557 })

let stack = /** @type {import('./stack.mjs').Stack | undefined} */ (undefined)
let stopping = false

async function shutdown(/** @type {string} */ reason, code = 0) {
  if (stopping) return
  stopping = true
  console.log(`\n${reason}: stopping the demo stack…`)
  if (stack) await stopStack(stack)
  console.log('Stopped.')
  process.exit(code)
}

process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  // The embedded wallet's users and their (sealed) keys survive restarts in apps/demo/.latch-stack/.
  stack = await startStack(config, { web: 'dev', inheritWebOutput: true, userEnvWins: true, dataDir: fileURLToPath(new URL('../.latch-stack/', import.meta.url)) })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
if (stopping) await shutdown('interrupted while starting')

const [a, b] = stack.chains
console.log(`
Latch demo is running (stack up in ${stack.startedMs} ms)

  Demo        ${stack.web?.url}
  Anvil Local http://${config.host}:${a?.port}  chain ${a?.chainId}  (pid ${a?.pid})
  Anvil Second http://${config.host}:${b?.port}  chain ${b?.chainId}  (pid ${b?.pid})
  WC relay    ${stack.relay?.url}  (in this process)
  Directory   ${stack.directory?.url}  (in this process)
  Sign-in     ${stack.siwe?.url}  (SIWE backend; open the demo with ?siwe=required or ?siwe=optional)
  Wallet frame ${stack.embeddedWallet?.frame.url}  (e-mail / social login; its dev mailbox: ${stack.embeddedWallet?.frame.url}/dev/mailbox)
  OpenID      ${stack.embeddedWallet?.oidc.issuer}  (stands in for Google, GitHub, … : any e-mail signs in)
  Solana      ${stack.solana?.url}  (LiteSVM, in this process; WebSocket on the same port and on ${config.solanaPort === undefined ? '-' : config.solanaPort + 1})
  Swap quotes ${stack.swap?.url ?? 'off'}  (LI.FI's API shape over Uniswap V2 on Anvil Local: 1 ETH = 1000 LTT; in this process)
  On-ramp     ${stack.onramp?.url ?? 'off'}  (@latch/onramp-server with a stand-in provider whose checkout pays test ETH)
  Bundler     ${stack.local4337 ? `${stack.local4337.bundlerUrl}  (alto, pid ${stack.local4337.bundler.pid}; EntryPoint v0.7 ${stack.local4337.entryPoint} on Anvil Local)` : 'off'}
  Names       ${stack.names ? `${stack.names.url}  (@latch/name-server: *.latch.id, resolved by ENS through CCIP-Read; resolver ${stack.names.resolver})` : 'off'}
  Farcaster   ${stack.farcaster ? `${stack.farcaster.url}  (@latch/local-farcaster relay; approve a sign-in link with: pnpm --filter @latch/demo farcaster:approve '<link>')` : 'off'}
  Paymaster   ${stack.local4337 ? `${stack.local4337.paymasterUrl}  (ERC-7677, sponsors every UserOperation on Anvil Local; contract ${stack.local4337.paymaster.address})` : 'off'}
  Vite        pid ${stack.web?.pid}

Try it:
  1. Add a local network to your wallet (MetaMask, Rabby, …): RPC ${a?.url}, chain id ${a?.chainId}, symbol ETH.
  2. Import an anvil test account (default mnemonic "test test test test test test test test test test test junk",
     first key 0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80; never use it on a real chain).
  3. Open the demo, click "Connect Wallet", pick your extension: the account view shows its 10000 ETH.
  4. Sign a message, send a transaction, switch to "Anvil Second" (your wallet is offered to add it).
  5. Or log in with an e-mail: the code arrives in the dev mailbox above; or with "Google" etc. through the
     local OpenID provider. Fund the new address from an anvil account to send from it.
  6. Solana: point a wallet (or web3.js) at ${stack.solana?.url ?? 'the Solana RPC'}. Public test keys, 1000 SOL each
     (never use them on a real chain); accounts 0 and 1 also hold the SPL mints below:
${(stack.solana?.accounts ?? []).slice(0, 2).map((a, i) => `       (${i}) ${a.address}  secret key (base58) ${a.secretKeyBase58}`).join('\n')}
${(stack.solana?.mints ?? []).map((m) => `       ${m.symbol} ${m.address}  ${m.decimals} decimals`).join('\n')}
  7. Polkadot: ${stack.polkadot ? `${stack.polkadot.url} (chopsticks, in this process; ${stack.polkadot.caipNetworkId}, SS58 prefix ${stack.polkadot.ss58Prefix}, ${stack.polkadot.symbol})` : 'off'}.
     Import a dev key into polkadot{.js}, Talisman or SubWallet (//Alice, //Bob, //Charlie, //Dave: sr25519; public
     keys, never use them on a real chain), add the network by its WebSocket, and pick it in the demo's networks.
  8. Bitcoin: ${stack.bitcoin ? `${stack.bitcoin.url} (regtest, Esplora API; a ledger in this process that accepts only real signed transactions). Test keys (never real funds):
${stack.bitcoin.accounts.slice(0, 2).map((a) => `       ${a.name}: payment ${a.payment.address} (WIF ${a.payment.wif}), ordinals ${a.ordinals.address}`).join('\n')}` : 'off'}
  9. Cosmos: ${stack.cosmos ? `${stack.cosmos.map((c) => `${c.url} (${c.chainId})`).join(' and ')} (CometBFT RPC; ledgers in this process that check every signature).
     The test wallet knows the first; the second is offered with suggest-chain. Test mnemonics (never real funds):
${stack.cosmos[0]?.accounts.slice(0, 2).map((a) => `       ${a.name}: ${a.address}  "${a.mnemonic}"`).join('\n')}` : 'off'}

Ctrl-C stops everything.
`)

// Any child dying on its own leaves the demo half-broken: stop the rest rather than limp on.
for (const child of [...stack.chains, ...(stack.local4337 ? [stack.local4337.bundler] : []), ...(stack.web ? [stack.web] : [])]) {
  void child.exited.then(() => shutdown(`process ${child.pid} exited`, 1))
}
