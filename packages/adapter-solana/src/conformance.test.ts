import { solanaDevnet } from '@latch/core/networks'
import { describeChainAdapter } from '@latch/core/conformance'
import { testKeypair } from '@latch/local-solana'
import { Keypair, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll } from 'vitest'
import { SolanaAdapter } from './solanaAdapter'
import { installFakeWindow, installWallet, prompts, startStack } from './test/localStack'

// describeChainAdapter reads the networks when it is called, so the chain must be up first.
const restoreWindow = installFakeWindow()
const { node, connection, network } = await startStack()
afterAll(async () => {
  await node.stop()
  restoreWindow()
})

describeChainAdapter('SolanaAdapter', {
  create: () => new SolanaAdapter({ reconnectWaitMs: 100 }),
  // Devnet's id with the local node's URL: the adapter must use a network's own (custom) RPC URL.
  networks: [network, { ...solanaDevnet, rpcUrls: { default: { http: [node.url] } } }],
  async wallet() {
    const [first, second] = [testKeypair(4), testKeypair(5)]
    const { wallet, uninstall } = installWallet(node.url, [first, second])
    return {
      connectorId: wallet.name,
      address: first.publicKey.toBase58(),
      prompts: () => prompts(wallet),
      revoke: () => wallet.control.disconnect(),
      switchAccount() {
        const next = second.publicKey.toBase58()
        wallet.control.setAccounts([next])
        return next
      },
      uninstall,
    }
  },
  addresses: {
    valid: [testKeypair(0).publicKey.toBase58(), '11111111111111111111111111111111', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
    invalid: ['', '0x52908400098527886E0F7030069857D2E4169EE7', 'z'.repeat(44), '1'.repeat(31), `${testKeypair(0).publicKey.toBase58().slice(0, -1)}0`],
  },
  units: { decimals: 9, pairs: [[1_500_000_000n, '1.5'], [1n, '0.000000001'], [0n, '0'], [42_000_000_000n, '42']], tooPrecise: '0.0000000001' },
  verifyMessage: async ({ message, signature, address }) => nacl.sign.detached.verify(new TextEncoder().encode(message), bs58.decode(signature), bs58.decode(address)),
  transfer: {
    to: Keypair.generate().publicKey.toBase58(),
    amount: 2_000_000n,
    symbol: 'SOL',
    decimals: 9,
    balanceOf: async (address) => BigInt(await connection.getBalance(new PublicKey(address))),
  },
  timeoutMs: 20_000,
})
