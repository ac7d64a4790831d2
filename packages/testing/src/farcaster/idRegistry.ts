/**
 * The two IdRegistry functions the test wallet uses, at Farcaster's Optimism address. Locally that is
 * @latch/local-farcaster's stand-in (installFarcasterRegistries); it is duplicated here so this published kit
 * does not depend on the stand-in package.
 */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

export const ID_REGISTRY_ABI = [
  { type: 'function', name: 'idOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: 'fid', type: 'uint256' }] },
  // The stand-in's own: Optimism's IdRegistry registers through IdGateway, with a fee and a recovery address.
  { type: 'function', name: 'register', stateMutability: 'nonpayable', inputs: [], outputs: [{ name: 'fid', type: 'uint256' }] },
] as const
