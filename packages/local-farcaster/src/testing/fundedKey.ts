/** A fresh private key holding 10 ETH on the anvil at `rpcUrl`, so each test owns its identities. */
import { Wallet } from 'ethers'
import { rpcCall } from '../rpc'

export async function fundedKey(rpcUrl: string): Promise<string> {
  const wallet = Wallet.createRandom()
  await rpcCall(rpcUrl, 'anvil_setBalance', [wallet.address, '0x8ac7230489e80000'])
  return wallet.privateKey
}
