/**
 * A verifying paymaster for a dev chain: eth-infinitism's `VerifyingPaymaster` deployed with a fresh signer,
 * funded in the EntryPoint, behind an ERC-7677 endpoint that sponsors every v0.7 UserOperation on the chain.
 */
import { Contract, ContractFactory, parseEther, Wallet } from 'ethers'
import { ENTRY_POINT_V07 } from '../addresses'
import { artifact } from '../artifacts'
import { fundedSigner, hasCode, providerFor } from '../chain'
import { assertLoopback, urlHost } from '../loopback'
import { packedTuple } from '../userOperation'
import { handleErc7677, RpcFailure } from './erc7677'
import { startJsonRpcHttpServer } from './httpServer'
import { RateLimit } from './rateLimit'
import { Sponsorship } from './sponsorship'

export interface StartPaymasterOptions {
  /** The dev chain, with EntryPoint v0.7 already deployed (see deployAccountAbstraction). */
  rpcUrl: string
  /** The chain's id; requests for another chain are refused. */
  chainId: number
  /** Defaults to 127.0.0.1; loopback only. */
  host?: string
  /** 0 picks a free port. */
  port: number
  /** Shown to users as who pays (ERC-7677 `sponsor.name`). */
  sponsorName?: string
  /** The paymaster's deposit in the EntryPoint, in ETH; defaults to 10. */
  depositEth?: string
  /** Per client address; defaults to 120. */
  requestsPerMinute?: number
  /** Signed sponsorships per account (UserOperation sender) per minute; defaults to 30. */
  sponsorshipsPerMinute?: number
  /** How long a signed sponsorship holds, in seconds of chain time; defaults to 600. */
  validityS?: number
}

export interface PaymasterHandle {
  url: string
  /** The VerifyingPaymaster contract. */
  address: string
  /** The address whose signatures the contract accepts (its key stays in this process). */
  signer: string
  stop(): Promise<void>
}

export async function startPaymaster({
  rpcUrl,
  chainId,
  host = '127.0.0.1',
  port,
  sponsorName = 'Latch local paymaster',
  depositEth = '10',
  requestsPerMinute = 120,
  sponsorshipsPerMinute = 30,
  validityS = 600,
}: StartPaymasterOptions): Promise<PaymasterHandle> {
  assertLoopback(host, 'The paymaster')
  const provider = providerFor(rpcUrl)
  try {
    if (!(await hasCode(provider, ENTRY_POINT_V07))) throw new Error(`${rpcUrl} has no EntryPoint at ${ENTRY_POINT_V07}: run deployAccountAbstraction first`)
    const network = await provider.send('eth_chainId', [])
    if (BigInt(network) !== BigInt(chainId)) throw new Error(`${rpcUrl} is chain ${BigInt(network)}, not ${chainId}`)
    const verifyingSigner = new Wallet(Wallet.createRandom().privateKey)
    const deployer = await fundedSigner(provider, String(Number(depositEth) + 10))
    const { abi, bytecode } = artifact('VerifyingPaymaster')
    const deployed = await new ContractFactory(abi, bytecode, deployer).deploy(ENTRY_POINT_V07, verifyingSigner.address)
    await deployed.waitForDeployment()
    const address = await deployed.getAddress()
    const paymaster = new Contract(address, abi, deployer)
    await (await paymaster.getFunction('deposit')({ value: parseEther(depositEth) })).wait()

    const sponsorship = new Sponsorship({
      address,
      signer: verifyingSigner,
      validityS,
      getHash: (op, validUntil, validAfter) => paymaster.getFunction('getHash').staticCall(packedTuple(op), validUntil, validAfter),
      chainTime: async () => {
        // The chain's clock, not ours: the contract checks block.timestamp, and anvil's can jump (evm_increaseTime).
        const block = await provider.getBlock('latest')
        if (!block) throw new Error('the chain has no latest block')
        return block.timestamp
      },
    })
    const perSender = new RateLimit(sponsorshipsPerMinute, 60_000)
    const server = await startJsonRpcHttpServer({
      host,
      port,
      requestsPerMinute,
      handle: (method, params) => handleErc7677(method, params, { sponsorship, chainId, sponsorName, perSender }),
      errorCode: (error) => (error instanceof RpcFailure ? error.code : undefined),
    })
    return {
      url: `http://${urlHost(host)}:${server.port}`,
      address,
      signer: verifyingSigner.address,
      async stop() {
        await server.stop()
        provider.destroy()
      },
    }
  } catch (error) {
    provider.destroy()
    throw error
  }
}
