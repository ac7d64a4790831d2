import { describe, expect, it } from 'vitest'
import { local4337Urls, stackConfig, viteEnvFor } from './config.mjs'

const defaults = { chainPorts: [8545, 8546] as [number, number], webPort: 5173, relayPort: 8547, directoryPort: 8548, siwePort: 8551, framePort: 8549, oidcPort: 8550 }

describe('stackConfig', () => {
  it('binds to loopback with chains 31337/31338 on the default ports', () => {
    expect(stackConfig({}, defaults)).toEqual({
      host: '127.0.0.1',
      chains: [
        { chainId: 31337, port: 8545 },
        { chainId: 31338, port: 8546 },
      ],
      webPort: 5173,
      relayPort: 8547,
      directoryPort: 8548,
      siwePort: 8551,
      framePort: 8549,
      oidcPort: 8550,
    })
  })

  it('takes ports and chain ids from env, and rejects nonsense', () => {
    const config = stackConfig({ ANVIL_PORT_1: '9545', ANVIL_CHAIN_ID_2: '777', DEMO_PORT: '6000' }, defaults)
    expect(config.chains).toEqual([
      { chainId: 31337, port: 9545 },
      { chainId: 777, port: 8546 },
    ])
    expect(config.webPort).toBe(6000)
    expect(stackConfig({ RELAY_PORT: '9000' }, defaults).relayPort).toBe(9000)
    expect(() => stackConfig({ ANVIL_PORT_1: 'abc' }, defaults)).toThrow('ANVIL_PORT_1 must be a positive integer')
    // The Solana chain starts only where a default port is given (dev, e2e) or SOLANA_PORT asks for it.
    expect(stackConfig({}, { ...defaults, solanaPort: 8899 }).solanaPort).toBe(8899)
    expect(stackConfig({ SOLANA_PORT: '9899' }, defaults).solanaPort).toBe(9899)
    expect(viteEnvFor(stackConfig({}, { ...defaults, solanaPort: 8899 })).VITE_SOLANA_RPC_URL).toBe('http://127.0.0.1:8899')
    // The Polkadot chain likewise (POLKADOT_PORT); the demo gets its WebSocket.
    expect(stackConfig({}, defaults).polkadotPort).toBeUndefined()
    expect(stackConfig({ POLKADOT_PORT: '9955' }, defaults).polkadotPort).toBe(9955)
    expect(viteEnvFor(stackConfig({}, { ...defaults, polkadotPort: 9944 })).VITE_POLKADOT_RPC_URL).toBe('ws://127.0.0.1:9944')
    // The Bitcoin chain likewise (BITCOIN_PORT); the demo gets its Esplora API.
    expect(stackConfig({}, defaults).bitcoinPort).toBeUndefined()
    expect(stackConfig({ BITCOIN_PORT: '3999' }, defaults).bitcoinPort).toBe(3999)
    expect(viteEnvFor(stackConfig({}, { ...defaults, bitcoinPort: 3002 })).VITE_BITCOIN_ESPLORA_URL).toBe('http://127.0.0.1:3002')
    // Two Cosmos chains (COSMOS_PORT, COSMOS_PORT_2, the second 10 above the first unless given).
    expect(stackConfig({}, defaults).swapPort).toBeUndefined()
    expect(stackConfig({ SWAP_PORT: '9552', ONRAMP_PORT: '9553' }, defaults)).toMatchObject({ swapPort: 9552, onrampPort: 9553 })
    expect(viteEnvFor(stackConfig({}, { ...defaults, swapPort: 8552, onrampPort: 8553 }))).toMatchObject({ VITE_SWAP_URL: 'http://127.0.0.1:8552', VITE_ONRAMP_URL: 'http://127.0.0.1:8553/onramp' })
    expect(stackConfig({ NAMES_PORT: '9556' }, defaults)).toMatchObject({ namesPort: 9556 })
    expect(viteEnvFor(stackConfig({}, { ...defaults, namesPort: 8556 }))).toMatchObject({ VITE_NAMES_URL: 'http://127.0.0.1:8556', VITE_NAMES_PARENT: 'latch.id' })
    expect(viteEnvFor(stackConfig({}, defaults))).not.toHaveProperty('VITE_NAMES_URL')
    // ERC-4337 on the first chain (BUNDLER_PORT, PAYMASTER_PORT): the demo learns the paymaster's URL only with both.
    expect(stackConfig({}, defaults).bundlerPort).toBeUndefined()
    expect(stackConfig({ BUNDLER_PORT: '9554', PAYMASTER_PORT: '9555' }, defaults)).toMatchObject({ bundlerPort: 9554, paymasterPort: 9555 })
    expect(stackConfig({ BUNDLER_PORT: '9554' }, { ...defaults, bundlerPort: 8554, paymasterPort: 8555 })).toMatchObject({ bundlerPort: 9554, paymasterPort: 8555 })
    expect(() => stackConfig({ PAYMASTER_PORT: '-1' }, defaults)).toThrow('PAYMASTER_PORT must be a positive integer')
    expect(viteEnvFor(stackConfig({}, { ...defaults, bundlerPort: 8554, paymasterPort: 8555 }))).toMatchObject({ VITE_PAYMASTER_URL: 'http://127.0.0.1:8555' })
    expect(viteEnvFor(stackConfig({}, { ...defaults, paymasterPort: 8555 })).VITE_PAYMASTER_URL).toBeUndefined()
    expect(local4337Urls(stackConfig({}, { ...defaults, bundlerPort: 8554, paymasterPort: 8555 }))).toEqual({ bundlerUrl: 'http://127.0.0.1:8554', paymasterUrl: 'http://127.0.0.1:8555' })
    expect(stackConfig({}, defaults).cosmosPorts).toBeUndefined()
    expect(stackConfig({ COSMOS_PORT: '27000' }, defaults).cosmosPorts).toEqual([27000, 27010])
    expect(viteEnvFor(stackConfig({}, { ...defaults, cosmosPorts: [26657, 26667] }))).toMatchObject({ VITE_COSMOS_RPC_URL: 'http://127.0.0.1:26657', VITE_COSMOS_RPC_URL_2: 'http://127.0.0.1:26667' })
  })

  it('hands the demo the RPC URLs and chain ids of the anvils it starts', () => {
    expect(viteEnvFor(stackConfig({ ANVIL_PORT_2: '9546' }, defaults))).toEqual({
      VITE_CHAIN_ID_1: '31337',
      VITE_RPC_URL_1: 'http://127.0.0.1:8545',
      VITE_CHAIN_ID_2: '31338',
      VITE_RPC_URL_2: 'http://127.0.0.1:9546',
      VITE_WC_RELAY_URL: 'ws://127.0.0.1:8547',
      VITE_WALLET_DIRECTORY_URL: 'http://127.0.0.1:8548',
      VITE_SIWE_URL: 'http://127.0.0.1:8551',
      VITE_TOKEN_ADDRESS: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      VITE_NFT_ADDRESS: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      VITE_ITEMS_ADDRESS: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      VITE_ENS_REGISTRY: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      VITE_PROJECT_ID: 'latch-demo-local',
      VITE_EMBEDDED_FRAME_URL: 'http://127.0.0.1:8549/frame',
      VITE_PROJECT_CONFIG_URL: 'http://127.0.0.1:8549/project-config',
    })
  })
})
