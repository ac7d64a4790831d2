import { startDevAnvil } from '@latch/local-4337'
import { ContractFactory, JsonRpcProvider, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileSolidity } from '../testing/compileSolidity'
import { verifySignature } from './verifySignature'

/** A smart account reduced to ERC-1271: it accepts what its owner key signed. */
const ERC1271_ACCOUNT = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract OwnedAccount {
    address public owner;
    constructor(address owner_) { owner = owner_; }
    function isValidSignature(bytes32 hash, bytes calldata sig) external view returns (bytes4) {
        if (sig.length != 65) return 0xffffffff;
        bytes32 r = bytes32(sig[0:32]);
        bytes32 s = bytes32(sig[32:64]);
        uint8 v = uint8(sig[64]);
        return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}`
// Anvil's first funded dev account.
const FUNDER = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

let anvil: Awaited<ReturnType<typeof startDevAnvil>>
let provider: JsonRpcProvider
let account: string
const owner = Wallet.createRandom()

beforeAll(async () => {
  anvil = await startDevAnvil()
  provider = new JsonRpcProvider(anvil.url, anvil.chainId, { staticNetwork: true })
  const { abi, bytecode } = compileSolidity(ERC1271_ACCOUNT, 'OwnedAccount')
  const contract = await new ContractFactory(abi as never, bytecode, new Wallet(FUNDER, provider)).deploy(owner.address)
  await contract.waitForDeployment()
  account = await contract.getAddress()
}, 60_000)
afterAll(async () => {
  provider?.destroy()
  await anvil?.stop()
})

describe('verifySignature', () => {
  it('accepts an EOA’s own signature and refuses another key’s', async () => {
    const eoa = Wallet.createRandom()
    expect(await verifySignature(provider, eoa.address, 'hello', await eoa.signMessage('hello'))).toBe('valid')
    expect(await verifySignature(provider, eoa.address, 'hello', await owner.signMessage('hello'))).toBe('invalid')
    expect(await verifySignature(provider, eoa.address, 'hello', '0x1234')).toBe('invalid')
  })

  it('asks a smart account on chain (ERC-1271) when the signature is not the address’s own', async () => {
    expect(await verifySignature(provider, account, 'hello', await owner.signMessage('hello'))).toBe('valid')
    expect(await verifySignature(provider, account, 'hello', await Wallet.createRandom().signMessage('hello'))).toBe('invalid')
    expect(await verifySignature(provider, account, 'other text', await owner.signMessage('hello'))).toBe('invalid')
  })
})
