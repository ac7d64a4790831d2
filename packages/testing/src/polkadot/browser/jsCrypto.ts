/**
 * The browser bundle's stand-in for @polkadot/wasm-crypto-init (an esbuild alias, tsup.config.ts). The test
 * extension runs inside the app's page, under the app's CSP: a strict one forbids compiling WASM, and util-crypto's
 * failed start logs a "FATAL" console error that the app's own clean-console checks would blame on the app. A real
 * extension runs in its own context. Here util-crypto's JS implementations (sr25519, ed25519, hashing) do the work.
 */
export const createWasm = async () => ({ error: null, type: 'none' as const, wasm: null })
