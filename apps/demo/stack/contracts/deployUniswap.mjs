// A real Uniswap V2 on the first local chain, so the Swap view trades against a pool the chain holds: WETH9, the V2
// factory and Router02 from Uniswap's published artifacts (npm @uniswap/v2-core 1.0.1, @uniswap/v2-periphery
// 1.1.0-beta.0), and an LTT/WETH pool at 1 ETH = 1000 LTT. Those artifacts are GPL: test data of the demo stack only,
// never part of a published package.
//
// The demo is built with the addresses before the chain exists, so they must be fixed on a fresh chain: the deployer
// is anvil's mnemonic account 10, which anvil does not fund and no test uses (accounts 0–9 all appear in e2e flows or
// the other deploys). Its ether comes from anvil_setBalance, which uses no account's nonce or balance, so the other
// accounts' ETH stays as the e2e flows expect. The pool's LTT comes from account 0, which holds the rest of the supply.
import { createRequire } from 'node:module'
import {
  Contract,
  ContractFactory,
  getCreate2Address,
  getCreateAddress,
  JsonRpcProvider,
  keccak256,
  NonceManager,
  parseEther,
  parseUnits,
  solidityPacked,
  toQuantity,
  Wallet,
} from 'ethers'
import { ANVIL_KEYS, TEST_TOKEN, TEST_TOKEN_ADDRESS } from './deployContracts.mjs'

const require = createRequire(import.meta.url)
/** @param {string} path */
const artifact = (path) => {
  const a = /** @type {{ abi: object[], bytecode: string }} */ (require(path))
  // Uniswap's build writes the bytecode without its 0x.
  return { abi: a.abi, bytecode: a.bytecode.startsWith('0x') ? a.bytecode : `0x${a.bytecode}` }
}
const WETH9 = artifact('@uniswap/v2-periphery/build/WETH9.json')
const FACTORY = artifact('@uniswap/v2-core/build/UniswapV2Factory.json')
const ROUTER = artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json')
const PAIR = artifact('@uniswap/v2-core/build/UniswapV2Pair.json')

/** anvil's default mnemonic, account 10 (m/44'/60'/0'/0/10). */
const UNISWAP_DEPLOYER_KEY = '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897'
export const UNISWAP_DEPLOYER = '0xBcd4042DE499D14e55001CcbB24a551F3b954096'
export const WETH_ADDRESS = getCreateAddress({ from: UNISWAP_DEPLOYER, nonce: 0 })
export const UNISWAP_FACTORY_ADDRESS = getCreateAddress({ from: UNISWAP_DEPLOYER, nonce: 1 })
export const UNISWAP_ROUTER_ADDRESS = getCreateAddress({ from: UNISWAP_DEPLOYER, nonce: 2 })

/**
 * Router02's `pairFor` finds a pool by CREATE2 with this init-code hash compiled in (mainnet's). It must be the hash
 * of the pair bytecode the npm factory deploys, or every router call misses the pool: checked below and at deploy.
 */
export const PAIR_INIT_CODE_HASH = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

/** The pool Router02 computes for two tokens (sorted, as Uniswap's library sorts them). @param {string} a @param {string} b */
export function pairAddress(a, b) {
  const [t0, t1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getCreate2Address(UNISWAP_FACTORY_ADDRESS, keccak256(solidityPacked(['address', 'address'], [t0, t1])), PAIR_INIT_CODE_HASH)
}
export const LTT_WETH_PAIR_ADDRESS = pairAddress(TEST_TOKEN_ADDRESS, WETH_ADDRESS)

/** The pool's reserves at the start: 1 ETH = 1000 LTT, deep enough that a 10 LTT trade moves the price by ~0.01 %. */
export const UNISWAP_SEED = /** @type {const} */ ({ eth: '100', ltt: '100000' })
/** The deployer's ether: the pool's WETH plus gas. */
const DEPLOYER_ETH = parseEther('101')

/**
 * Deploys and seeds on a fresh chain, after deployContracts (LTT must exist; account 0 holds its supply).
 * @param {{ rpcUrl: string }} options
 * @returns {Promise<{ weth: string, factory: string, router: string, pair: string }>}
 */
export async function deployUniswap({ rpcUrl }) {
  if (keccak256(PAIR.bytecode) !== PAIR_INIT_CODE_HASH) throw new Error('The npm UniswapV2Pair bytecode does not hash to the init-code hash Router02 uses')
  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true, polling: false })
  try {
    await provider.send('anvil_setBalance', [UNISWAP_DEPLOYER, toQuantity(DEPLOYER_ETH)])
    const deployer = new NonceManager(new Wallet(UNISWAP_DEPLOYER_KEY, provider))
    /** @param {{ abi: object[], bytecode: string }} a @param {unknown[]} args */
    const deploy = async (a, args) => {
      const contract = await new ContractFactory(a.abi, a.bytecode, deployer).deploy(...args)
      await contract.waitForDeployment()
      return contract.getAddress()
    }
    // One after the other: the nonces (0, 1, 2) fix the addresses.
    const weth = await deploy(WETH9, [])
    const factory = await deploy(FACTORY, [UNISWAP_DEPLOYER])
    const router = await deploy(ROUTER, [factory, weth])
    if (weth !== WETH_ADDRESS || factory !== UNISWAP_FACTORY_ADDRESS || router !== UNISWAP_ROUTER_ADDRESS) {
      throw new Error(`Uniswap did not land at its fixed addresses (the chain was not fresh): ${weth}, ${factory}, ${router}`)
    }
    const factoryContract = new Contract(factory, FACTORY.abi, deployer)
    await (await factoryContract.getFunction('createPair')(TEST_TOKEN_ADDRESS, weth)).wait()
    const pair = await factoryContract.getFunction('getPair')(TEST_TOKEN_ADDRESS, weth)
    if (pair !== LTT_WETH_PAIR_ADDRESS) throw new Error(`The LTT/WETH pool is at ${pair}, not where Router02 looks (${LTT_WETH_PAIR_ADDRESS})`)

    // Seeded the way the router's addLiquidity does it: both tokens sent to the pool, then `mint` takes them in.
    const holder = new Wallet(/** @type {string} */ (ANVIL_KEYS[0]), provider)
    const ltt = new Contract(TEST_TOKEN_ADDRESS, ['function transfer(address to, uint256 amount) returns (bool)'], holder)
    await (await ltt.getFunction('transfer')(pair, parseUnits(UNISWAP_SEED.ltt, TEST_TOKEN.decimals))).wait()
    const wethContract = new Contract(weth, WETH9.abi, deployer)
    await (await wethContract.getFunction('deposit')({ value: parseEther(UNISWAP_SEED.eth) })).wait()
    await (await wethContract.getFunction('transfer')(pair, parseEther(UNISWAP_SEED.eth))).wait()
    await (await new Contract(pair, PAIR.abi, deployer).getFunction('mint')(UNISWAP_DEPLOYER)).wait()

    // The router prices through pairFor: an answer proves it finds the pool.
    const routerContract = new Contract(router, ROUTER.abi, provider)
    const [, out] = await routerContract.getFunction('getAmountsOut')(parseEther('1'), [weth, TEST_TOKEN_ADDRESS])
    if (!(out > 0n)) throw new Error('Router02 does not find the LTT/WETH pool')
    return { weth, factory, router, pair }
  } finally {
    provider.destroy()
  }
}
