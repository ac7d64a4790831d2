/**
 * Pointers to the lazily loaded flow chunks. Only the client's entry points import them (createLatch, the
 * reconnect on start, the embedded-wallet actions); no code inside a chunk does, so no chunk imports its own
 * loader back (biome's noImportCycles counts `import()`). A flow the chunks reach that must call into one
 * (disconnect) goes through the runtime slots on `ctx` (`walletConnect.endSession`, `embeddedWallet.signOut`).
 */
export const loadWalletConnectFlows = () => import('./walletConnect')

/** The e-mail / social flows: their own chunk, with the frame protocol, loaded on first use. */
export const loadEmbeddedWalletFlows = () => import('./embeddedWallet')

/** Swap and on-ramp (issue #17): their own chunk, with the default swap source loaded on the first quote. */
export const loadMoneyFlows = () => import('./swapActions')

/** Account-name registration (issue #19): its own chunk, with the HTTP name service. */
export const loadNameFlows = () => import('../names/namesActions')
