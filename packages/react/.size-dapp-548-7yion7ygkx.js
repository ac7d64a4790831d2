import { createAppKit, AppKitButton, AppKitNetworkButton } from './dist/index.js'
import { EvmAdapter } from '@latch/adapter-evm'
export { createAppKit, AppKitButton, AppKitNetworkButton, EvmAdapter }
import { PolkadotAdapter } from '@latch/adapter-polkadot'
export { PolkadotAdapter }