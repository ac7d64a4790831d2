// eth-infinitism's SimpleAccount v0.7 (@account-abstraction/contracts 0.7.0) and the EntryPoint v0.7 it runs
// under: their addresses and the few functions the wallet calls. Only ABI fragments: the server never loads
// the npm artifacts.
import { getAddress, Interface } from 'ethers'

export const ENTRY_POINT_V07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
/** The canonical SimpleAccountFactory v0.7 (deterministic deployment). */
export const SIMPLE_ACCOUNT_FACTORY = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
/** Each user has one smart account per factory: salt 0. */
export const ACCOUNT_SALT = 0n

export const factoryAbi = new Interface([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])
export const accountAbi = new Interface([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])
export const entryPointAbi = new Interface([
  'function getNonce(address sender, uint192 key) view returns (uint256)',
  'function getUserOpHash((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature) userOp) view returns (bytes32)',
])

/** @typedef {{ to: string, value: bigint, data: string }} Call */

/** The account's callData for these calls: `execute` for one, `executeBatch` (all or nothing) for more. @param {Call[]} calls */
export function accountCallData(calls) {
  const [first] = calls
  if (!first) throw new Error('A user operation needs at least one call')
  if (calls.length === 1) return accountAbi.encodeFunctionData('execute', [first.to, first.value, first.data])
  return accountAbi.encodeFunctionData('executeBatch', [calls.map((c) => c.to), calls.map((c) => c.value), calls.map((c) => c.data)])
}

/** The factory's call that deploys the owner's account (sent with the first operation). @param {string} owner */
export const createAccountData = (owner) => factoryAbi.encodeFunctionData('createAccount', [owner, ACCOUNT_SALT])

/** eth_call data asking the factory for the owner's counterfactual address. @param {string} owner */
export const getAddressData = (owner) => factoryAbi.encodeFunctionData('getAddress', [owner, ACCOUNT_SALT])

/** @param {string} result the eth_call answer to getAddressData */
export const decodeAddress = (result) => getAddress(factoryAbi.decodeFunctionResult('getAddress', result)[0])

/** @param {string} sender */
export const getNonceData = (sender) => entryPointAbi.encodeFunctionData('getNonce', [sender, 0n])
