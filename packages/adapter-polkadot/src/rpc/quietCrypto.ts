/**
 * @polkadot/util-crypto starts its WASM as soon as it is imported, and under a strict CSP (no 'wasm-unsafe-eval')
 * that fails with a "FATAL" console error — though nothing here needs it: hashing falls back to JS, and keys and
 * signatures are the wallet's. Starting the shared bridge first, with a start that fails quietly, keeps a strict-CSP
 * page's console clean; where the CSP allows WASM it is used as before. Imported ahead of @polkadot/api (apis.ts),
 * so this runs before util-crypto's own start, which then reuses this one.
 */
import { bridge } from '@polkadot/wasm-crypto'
import { wasmBytes } from '@polkadot/wasm-crypto-wasm'

type CreateWasm = NonNullable<Parameters<typeof bridge.init>[0]>
type Started = Awaited<ReturnType<CreateWasm>>

const quietStart: CreateWasm = async (wbg) => {
  try {
    const { instance } = (await WebAssembly.instantiate(wasmBytes, { wbg } as unknown as WebAssembly.Imports)) as unknown as WebAssembly.WebAssemblyInstantiatedSource
    return { error: null, type: 'wasm', wasm: instance.exports as unknown as Started['wasm'] }
  } catch (error) {
    return { error: `WASM unavailable (${error instanceof Error ? error.message : String(error)}): JS crypto is used`, type: 'none', wasm: null }
  }
}

/** Settles once the crypto bridge has started (with WASM or without). */
export const cryptoStarted: Promise<unknown> = bridge.init(quietStart).catch(() => undefined)
