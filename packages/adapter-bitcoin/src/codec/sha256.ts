/**
 * SHA-256 (FIPS 180-4), synchronous and tiny: base58check's checksum needs it in the eager address check, where
 * neither bitcoinjs-lib (lazy) nor WebCrypto (async only) fits.
 */

/** The first 64 primes' cube roots' and first 8 primes' square roots' fraction bits, as FIPS 180-4 defines K and H. */
let constants: { k: Uint32Array; h: readonly number[] } | undefined

/**
 * Computed on first use rather than written out: 72 random-looking words are most of this file's gzip size in a
 * dapp's first bundle. Math.sqrt is exact; every cube root lies far enough from a word boundary that a Math.cbrt
 * off by a few ulps still floors to the same word (sha256.test.ts checks both against exact integer roots).
 */
export function sha256Constants(): { k: Uint32Array; h: readonly number[] } {
  if (!constants) {
    const primes: number[] = []
    for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p)) primes.push(n)
    const fraction = (x: number) => ((x - Math.floor(x)) * 2 ** 32) >>> 0
    constants = { k: Uint32Array.from(primes, (p) => fraction(Math.cbrt(p))), h: primes.slice(0, 8).map((p) => fraction(Math.sqrt(p))) }
  }
  return constants
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

export function sha256(data: Uint8Array): Uint8Array {
  // Message, a 1 bit, zeros, and the bit length as 64 bits: a whole number of 64-byte blocks.
  const length = Math.ceil((data.length + 9) / 64) * 64
  const padded = new Uint8Array(length)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(length - 8, Math.floor(data.length / 0x20000000))
  view.setUint32(length - 4, (data.length * 8) >>> 0)
  const { k: K, h: initial } = sha256Constants()
  const h = Uint32Array.from(initial)
  const w = new Uint32Array(64)
  for (let block = 0; block < length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4)
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] as number
      const b = w[i - 2] as number
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
      w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[]
    for (let i = 0; i < 64; i++) {
      const t1 = ((hh as number) + (rotr(e as number, 6) ^ rotr(e as number, 11) ^ rotr(e as number, 25)) + (((e as number) & (f as number)) ^ (~(e as number) & (g as number))) + (K[i] as number) + (w[i] as number)) >>> 0
      const t2 = ((rotr(a as number, 2) ^ rotr(a as number, 13) ^ rotr(a as number, 22)) + (((a as number) & (b as number)) ^ ((a as number) & (c as number)) ^ ((b as number) & (c as number)))) >>> 0
      hh = g
      g = f
      f = e
      e = ((d as number) + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    const next = [a, b, c, d, e, f, g, hh] as number[]
    for (let i = 0; i < 8; i++) h[i] = ((h[i] as number) + (next[i] as number)) >>> 0
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i] as number)
  return out
}
