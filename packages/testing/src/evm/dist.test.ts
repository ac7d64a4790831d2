// What users get: dist/evm-wallet.js bundles headless-web3-provider with Latch's patch applied (the rest of
// this folder tests the source, which resolves the patched package from node_modules). `pnpm test` builds first.
import { existsSync } from 'node:fs'
import { expect, it } from 'vitest'
import type * as EvmWallet from '../exports/evm-wallet'

it('the built evm-wallet entry carries the patched provider', async () => {
  const entry = new URL('../../dist/evm-wallet.js', import.meta.url)
  expect(existsSync(entry), 'build @latch/testing first (pnpm run build)').toBe(true)
  const { createTestEvmWallet, ANVIL_KEYS, approve, Web3RequestKind } = (await import(/* @vite-ignore */ entry.href)) as typeof EvmWallet
  // No chain is contacted: every answer below comes from the wallet itself.
  const wallet = createTestEvmWallet({ privateKeys: [ANVIL_KEYS[0]], chainId: 31337, rpcUrl: 'http://127.0.0.1:9', chains: [{ chainId: 5, rpcUrl: 'http://127.0.0.1:9' }] })
  const seen: unknown[] = []
  const listener = (id: unknown) => seen.push(id)
  wallet.on('chainChanged', listener)
  wallet.switchNetwork(5)
  wallet.removeListener('chainChanged', listener)
  wallet.switchNetwork(31337)
  expect(seen).toEqual(['0x5'])
  await expect(wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x99' }] })).rejects.toMatchObject({ code: 4902 })
  const asked = wallet.request({ method: 'eth_requestAccounts' })
  await approve(wallet, Web3RequestKind.RequestAccounts)
  expect(await asked).toEqual(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
  expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
})
