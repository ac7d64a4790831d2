// Real contracts on the local chain, deployed at every start from OpenZeppelin's published artifacts (npm
// @openzeppelin/contracts 4.9.6 — its presets ship bytecode), with real transfers, so token and NFT views read
// what the chain holds rather than fixture lists. Test data: names say "Latch Test".
import { createRequire } from 'node:module'
import { Contract, ContractFactory, getCreateAddress, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers'

const require = createRequire(import.meta.url)
/** @param {string} name */
const artifact = (name) => /** @type {{ abi: object[], bytecode: string }} */ (require(`@openzeppelin/contracts/build/contracts/${name}.json`))

/** anvil's default mnemonic, accounts 0–3: the deployer and the demo's other holders. */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
]

/** anvil account 0, which deploys the contracts first thing on a fresh chain: their addresses are fixed. */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_TOKEN_ADDRESS = getCreateAddress({ from: DEPLOYER, nonce: 0 })
export const TEST_NFT_ADDRESS = getCreateAddress({ from: DEPLOYER, nonce: 1 })
export const TEST_ITEMS_ADDRESS = getCreateAddress({ from: DEPLOYER, nonce: 2 })

export const TEST_TOKEN = { name: 'Latch Test Token', symbol: 'LTT', decimals: 18, supply: '1000000' }
export const TEST_NFT = { name: 'Latch Test NFT', symbol: 'LNFT' }
/** Who holds what after the start: [account index, amount] and [account index, NFT count]. */
export const TOKEN_TRANSFERS = /** @type {const} */ ([[1, '1000'], [2, '250.5']])
export const NFT_MINTS = /** @type {const} */ ([[0, 3], [1, 1]])
/** ERC-1155 test items: [account index, [ids], [amounts]] (ERC1155PresetMinterPauser, no name or symbol). */
export const ITEM_MINTS = /** @type {const} */ ([[0, [1, 2], [5, 1]], [1, [1], [3]]])

/**
 * @param {{ rpcUrl: string }} options
 * @returns {Promise<{ token: string, nft: string, items: string }>}
 */
export async function deployContracts({ rpcUrl }) {
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, polling: false })
  try {
    const wallets = ANVIL_KEYS.map((k) => new Wallet(k, provider))
    const deployer = new NonceManager(/** @type {Wallet} */ (wallets[0]))
    const deployerAddress = await deployer.getAddress()
    const erc20 = artifact('ERC20PresetFixedSupply')
    const erc721 = artifact('ERC721PresetMinterPauserAutoId')
    const erc1155 = artifact('ERC1155PresetMinterPauser')
    const token = await new ContractFactory(erc20.abi, erc20.bytecode, deployer).deploy(TEST_TOKEN.name, TEST_TOKEN.symbol, parseUnits(TEST_TOKEN.supply, TEST_TOKEN.decimals), deployerAddress)
    const nft = await new ContractFactory(erc721.abi, erc721.bytecode, deployer).deploy(TEST_NFT.name, TEST_NFT.symbol, '')
    const items = await new ContractFactory(erc1155.abi, erc1155.bytecode, deployer).deploy('')
    await Promise.all([token.waitForDeployment(), nft.waitForDeployment(), items.waitForDeployment()])
    const [tokenAddress, nftAddress, itemsAddress] = await Promise.all([token.getAddress(), nft.getAddress(), items.getAddress()])
    // The demo is built with these addresses before the chain exists (see viteEnvFor).
    if (tokenAddress !== TEST_TOKEN_ADDRESS || nftAddress !== TEST_NFT_ADDRESS || itemsAddress !== TEST_ITEMS_ADDRESS) {
      throw new Error(`The contracts did not land at their fixed addresses (the chain was not fresh): ${tokenAddress}, ${nftAddress}, ${itemsAddress}`)
    }
    const tokenAsDeployer = new Contract(tokenAddress, erc20.abi, deployer)
    const nftAsDeployer = new Contract(nftAddress, erc721.abi, deployer)
    // One after the other, with a fixed gas limit: anvil under-estimates the second mint of the preset
    // (the estimate for tokenId 1 comes out as tokenId 0's, and the mint then runs out of gas).
    const overrides = { gasLimit: 300_000n }
    for (const [index, amount] of TOKEN_TRANSFERS) {
      await (await tokenAsDeployer.getFunction('transfer')(wallets[index]?.address, parseUnits(amount, TEST_TOKEN.decimals), overrides)).wait()
    }
    for (const [index, count] of NFT_MINTS) {
      for (let i = 0; i < count; i++) await (await nftAsDeployer.getFunction('mint')(wallets[index]?.address, overrides)).wait()
    }
    const itemsAsDeployer = new Contract(itemsAddress, erc1155.abi, deployer)
    for (const [index, ids, amounts] of ITEM_MINTS) await (await itemsAsDeployer.getFunction('mintBatch')(wallets[index]?.address, ids, amounts, '0x', overrides)).wait()
    return { token: tokenAddress, nft: nftAddress, items: itemsAddress }
  } finally {
    provider.destroy()
  }
}
