/** Sends one transaction from a private key and waits for it to be mined, then lets go of the provider. */
import { JsonRpcProvider, Network, Wallet } from 'ethers'
import { rpcCall } from '../rpc'

export async function transact(rpcUrl: string, privateKey: string, to: string, data: string): Promise<string> {
  // The chain id is read once and fixed, so ethers never polls the node to detect it.
  const chainId = BigInt(await rpcCall<string>(rpcUrl, 'eth_chainId', []))
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true })
  try {
    const tx = await new Wallet(privateKey, provider).sendTransaction({ to, data })
    const receipt = await tx.wait()
    if (receipt?.status !== 1) throw new Error(`Transaction ${tx.hash} to ${to} reverted.`)
    return tx.hash
  } finally {
    provider.destroy()
  }
}
