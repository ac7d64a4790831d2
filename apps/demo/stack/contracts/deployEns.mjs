// ENS on the first local chain, so the demo shows an account's name and avatar the way mainnet does: ENS's
// registry and public resolver from their published artifacts (@ensdomains/ens-archived-contracts), a name under
// latch.eth with forward and reverse records. Deployed by anvil account 9, which nothing else uses: the registry's
// address is then fixed on a fresh chain (the demo is built with it before the chain exists).
import { createRequire } from 'node:module'
import { ContractFactory, getCreateAddress, id, JsonRpcProvider, namehash, NonceManager, Wallet, ZeroHash } from 'ethers'

const require = createRequire(import.meta.url)
/** @param {string} path */
const artifact = (path) => /** @type {{ abi: object[], bytecode: string }} */ (require(`@ensdomains/ens-archived-contracts/abis/${path}.json`))

/** anvil's default mnemonic, account 9. */
const ENS_DEPLOYER_KEY = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
export const ENS_REGISTRY_ADDRESS = getCreateAddress({ from: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', nonce: 0 })

/** A small inline SVG: an avatar that shows without a request leaving the machine. */
const AVATAR = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><rect width="72" height="72" fill="#3b82f6"/><text x="36" y="47" font-size="32" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>').toString('base64')}`

/** Who is named: anvil account 7, used by no other e2e flow. */
export const ENS_NAMES = /** @type {const} */ ([{ name: 'alice.latch.eth', address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', avatar: AVATAR }])

/** @param {{ rpcUrl: string }} options */
export async function deployEns({ rpcUrl }) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, polling: false })
  try {
    const owner = new NonceManager(new Wallet(ENS_DEPLOYER_KEY, provider))
    const me = await owner.getAddress()
    /** @param {string} path @param {unknown[]} args */
    const deploy = async (path, args) => {
      const { abi, bytecode } = artifact(path)
      const contract = await new ContractFactory(abi, bytecode, owner).deploy(...args)
      await contract.waitForDeployment()
      return contract
    }
    const registry = await deploy('ens/ENSRegistry', [])
    const resolver = await deploy('resolver/PublicResolver', [await registry.getAddress()])
    if ((await registry.getAddress()) !== ENS_REGISTRY_ADDRESS) throw new Error(`The ENS registry did not land at its fixed address (the chain was not fresh): ${await registry.getAddress()}`)
    const resolverAddress = await resolver.getAddress()
    /** @param {import('ethers').BaseContract} contract @param {string} method @param {unknown[]} args */
    const send = async (contract, method, args) => (await contract.getFunction(method)(...args, { gasLimit: 500_000n })).wait()
    /** The deployer owns every node it creates, so it writes their records. @param {string} parent @param {string} label */
    const subnode = (parent, label) => send(registry, 'setSubnodeRecord', [parent ? namehash(parent) : ZeroHash, id(label), me, resolverAddress, 0])
    for (const [parent, label] of [['', 'eth'], ['eth', 'latch'], ['', 'reverse'], ['reverse', 'addr']]) await subnode(/** @type {string} */ (parent), /** @type {string} */ (label))
    for (const { name, address, avatar } of ENS_NAMES) {
      const [label = ''] = name.split('.')
      await subnode('latch.eth', label)
      await send(resolver, 'setAddr(bytes32,address)', [namehash(name), address])
      await send(resolver, 'setText', [namehash(name), 'avatar', avatar])
      const reverse = address.toLowerCase().slice(2)
      await subnode('addr.reverse', reverse)
      await send(resolver, 'setName', [namehash(`${reverse}.addr.reverse`), name])
    }
    return { registry: ENS_REGISTRY_ADDRESS }
  } finally {
    provider.destroy()
  }
}

/**
 * Makes `parent` (e.g. latch.id) an ENS name of the local registry whose resolver is `resolver` (the name service's
 * offchain resolver), creating its top-level name on the way. By the registry's owner, anvil account 9.
 * @param {{ rpcUrl: string, parent: string, resolver: string }} options
 */
export async function setEnsParent({ rpcUrl, parent, resolver }) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, polling: false })
  try {
    const owner = new NonceManager(new Wallet(ENS_DEPLOYER_KEY, provider))
    const registry = new ContractFactory(artifact('ens/ENSRegistry').abi, '0x', owner).attach(ENS_REGISTRY_ADDRESS)
    const me = await owner.getAddress()
    const labels = parent.split('.').reverse()
    let node = ZeroHash
    for (const [i, label] of labels.entries()) {
      const last = i === labels.length - 1
      await (await registry.getFunction('setSubnodeRecord')(node, id(label), me, last ? resolver : '0x0000000000000000000000000000000000000000', 0, { gasLimit: 500_000n })).wait()
      node = namehash(labels.slice(0, i + 1).reverse().join('.'))
    }
  } finally {
    provider.destroy()
  }
}

/** A signer for the stack's other ENS contracts (the offchain resolver): the registry's owner. @param {import('ethers').Provider} provider */
export const ensOwner = (provider) => new NonceManager(new Wallet(ENS_DEPLOYER_KEY, provider))
