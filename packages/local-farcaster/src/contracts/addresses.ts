/** Where Farcaster's registries live on Optimism; the local stand-ins are installed at the same addresses. */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
export const KEY_REGISTRY_ADDRESS = '0x00000000fc1237824fb747abde0ff18990e59b7e'

/** KeyRegistry's keyType for an auth address (the key is abi.encode(address)); 1 is an ed25519 signer. */
export const AUTH_ADDRESS_KEY_TYPE = 2

/** KeyRegistry's KeyState enum. */
export const KeyState = { NULL: 0, ADDED: 1, REMOVED: 2 } as const
