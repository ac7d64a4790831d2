/**
 * ENS on a test chain: the registry and public resolver from ENS's published artifacts
 * (@ensdomains/ens-archived-contracts), names under `latch.eth`, forward and reverse records as a name's owner sets
 * them. The deployer owns the root, so it can write any record a test needs, including false claims.
 */
import { createRequire } from 'node:module'
import { type Contract, ContractFactory, id, JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { namehash } from '../rpc/readIdentity'

const require = createRequire(import.meta.url)
const artifact = (path: string) => require(`@ensdomains/ens-archived-contracts/abis/${path}.json`) as { abi: object[]; bytecode: string }

export interface EnsRecord {
  /** A label under latch.eth, e.g. 'alice' → alice.latch.eth. */
  label: string
  /** Where the name resolves to (its `addr`). */
  address: string
  avatar?: string
}

export async function deployEns({ url, key, names, reverse }: { url: string; key: string; names: EnsRecord[]; reverse: { address: string; name: string }[] }): Promise<{ registry: string }> {
  const provider = new JsonRpcProvider(url, undefined, { staticNetwork: true })
  try {
    const owner = new NonceManager(new Wallet(key, provider))
    const me = await owner.getAddress()
    const deploy = async (path: string, args: unknown[]) => {
      const { abi, bytecode } = artifact(path)
      const contract = await new ContractFactory(abi, bytecode, owner).deploy(...args)
      await contract.waitForDeployment()
      return contract as Contract
    }
    const registry = await deploy('ens/ENSRegistry', [])
    const resolver = await deploy('resolver/PublicResolver', [await registry.getAddress()])
    const resolverAddress = await resolver.getAddress()
    const send = async (contract: Contract, method: string, args: unknown[]) => (await contract.getFunction(method)(...args, { gasLimit: 500_000n })).wait()
    const subnode = (parent: string, label: string) => send(registry, 'setSubnodeRecord', [namehash(parent), id(label), me, resolverAddress, 0])
    await subnode('', 'eth')
    await subnode('eth', 'latch')
    await subnode('', 'reverse')
    await subnode('reverse', 'addr')
    for (const { label, address, avatar } of names) {
      await subnode('latch.eth', label)
      const node = namehash(`${label}.latch.eth`)
      await send(resolver, 'setAddr(bytes32,address)', [node, address])
      if (avatar) await send(resolver, 'setText', [node, 'avatar', avatar])
    }
    for (const { address, name } of reverse) {
      const label = address.toLowerCase().slice(2)
      await subnode('addr.reverse', label)
      await send(resolver, 'setName', [namehash(`${label}.addr.reverse`), name])
    }
    return { registry: await registry.getAddress() }
  } finally {
    provider.destroy()
  }
}
