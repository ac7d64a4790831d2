// Values the shared normaliser's and the approval screen's tests build requests from (not a test file).
import { Interface } from 'ethers'

export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
export const ATTACKER = '0x000000000000000000000000000000000000dEaD'
export const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
export const MAX_UINT256 = 2n ** 256n - 1n

/** Calldata encoded by ethers' own ABI coder, so the decoders are checked against an independent encoder. */
export const abi = new Interface([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

/** An EIP-2612 USDC Permit as a dapp would send it to eth_signTypedData_v4. */
export function usdcPermit(overrides: { primaryType?: string; message?: Record<string, unknown>; domain?: Record<string, unknown> } = {}) {
  return {
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: overrides.primaryType ?? 'Permit',
    domain: overrides.domain ?? { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
    message: overrides.message ?? { owner: USER, spender: ATTACKER, value: MAX_UINT256.toString(), nonce: 0, deadline: '1900000000' },
  }
}

/** A Permit2 PermitSingle: a nested struct (details) inside the primary type. */
export function permitSingle() {
  return {
    types: {
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
    },
    primaryType: 'PermitSingle',
    domain: { name: 'Permit2', chainId: 31337, verifyingContract: PERMIT2 },
    message: {
      details: { token: USDC, amount: (2n ** 160n - 1n).toString(), expiration: '1900000000', nonce: '0' },
      spender: ATTACKER,
      sigDeadline: '1900000000',
    },
  }
}
