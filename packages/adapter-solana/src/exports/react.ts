'use client'
// @latch/adapter-solana/react: what `@reown/appkit-adapter-solana/react` offers.
export { SolanaAdapter } from '../solanaAdapter'
export { useAppKitConnection, type UseAppKitConnectionReturn } from '../react/useAppKitConnection'
export type { Provider } from '../types'
