import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_V07 } from '../addresses'
import { handleErc7677, RpcFailure } from './erc7677'
import { RateLimit } from './rateLimit'
import { Sponsorship } from './sponsorship'

// The chain is the boundary here: the contract's getHash and the chain's clock are answered by the test.
const sponsorship = new Sponsorship({
  address: '0x00000000000000000000000000000000000000Fa',
  signer: new Wallet(Wallet.createRandom().privateKey),
  validityS: 600,
  getHash: async () => `0x${'11'.repeat(32)}`,
  chainTime: async () => 1_700_000_000,
})

const op = (sender: string) => ({
  sender,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x1',
  verificationGasLimit: '0x1',
  preVerificationGas: '0x1',
  maxFeePerGas: '0x1',
  maxPriorityFeePerGas: '0x1',
})
const A = '0x000000000000000000000000000000000000000A'
const B = '0x000000000000000000000000000000000000000B'

describe('handleErc7677', () => {
  it('signs at most `limit` sponsorships per account a window; another account still gets its own', async () => {
    let now = 0
    const perSender = new RateLimit(2, 60_000, () => now)
    const sign = (sender: string) => handleErc7677('pm_getPaymasterData', [op(sender), ENTRY_POINT_V07, '0x7a69'], { sponsorship, chainId: 31337, sponsorName: 'Local', perSender })
    await expect(sign(A)).resolves.toMatchObject({ paymaster: '0x00000000000000000000000000000000000000Fa' })
    await expect(sign(A.toLowerCase())).resolves.toBeDefined()
    await expect(sign(A)).rejects.toMatchObject({ code: -32005, message: `Too many sponsorships for ${A}: try again in 60 s` })
    await expect(sign(A)).rejects.toBeInstanceOf(RpcFailure)
    await expect(sign(B)).resolves.toBeDefined()
    // Stub data (for estimates) signs nothing and is not counted.
    await expect(handleErc7677('pm_getPaymasterStubData', [op(A), ENTRY_POINT_V07, '0x7a69'], { sponsorship, chainId: 31337, sponsorName: 'Local', perSender })).resolves.toMatchObject({ isFinal: false })
    now += 60_000
    await expect(sign(A)).resolves.toBeDefined()
  })
})
