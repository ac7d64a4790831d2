/**
 * BLAKE2b-512 (RFC 7693), unkeyed, for the SS58 checksum only: addresses are checked synchronously (core's
 * `isAddress`) in the dapp's first bundle, where an audited library's generic BLAKE2 classes cost ~4.5 KiB gzipped
 * and this ~0.6. A checksum catches typos; nothing secret or signed goes through it. Tested against
 * @noble/hashes and the RFC's vector (blake2b.test.ts).
 */
const MASK = (1n << 64n) - 1n

const IV = [
  0x6a09e667f3bcc908n, 0xbb67ae8584caa73bn, 0x3c6ef372fe94f82bn, 0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n, 0x9b05688c2b3e6c1fn, 0x1f83d9abfb41bd6bn, 0x5be0cd19137e2179n,
]

/** The message schedule of rounds 0–9 (10 and 11 repeat 0 and 1), one hex digit per word index. */
const SIGMA = [
  '0123456789abcdef', 'ea489fd61c02b753', 'b8c052fdae367194', '7931dcbe265a40f8', '905724afe1bc683d',
  '2c6a0b834d75fe19', 'c51fed4a0763928b', 'db7ec13950f4862a', '6fe9b308c2d714a5', 'a2847615fb9e3cd0',
].map((row) => Array.from(row, (digit) => Number.parseInt(digit, 16)))

const rotr = (x: bigint, n: bigint) => ((x >> n) | (x << (64n - n))) & MASK

function compress(h: bigint[], block: Uint8Array, counter: bigint, last: boolean): void {
  const m: bigint[] = []
  const view = new DataView(block.buffer, block.byteOffset, 128)
  for (let i = 0; i < 16; i++) m.push(view.getBigUint64(i * 8, true))
  const v = [...h, ...IV]
  v[12] = (v[12] as bigint) ^ (counter & MASK)
  v[13] = (v[13] as bigint) ^ (counter >> 64n)
  if (last) v[14] = (v[14] as bigint) ^ MASK
  const g = (a: number, b: number, c: number, d: number, x: bigint, y: bigint) => {
    let [va, vb, vc, vd] = [v[a] as bigint, v[b] as bigint, v[c] as bigint, v[d] as bigint]
    va = (va + vb + x) & MASK
    vd = rotr(vd ^ va, 32n)
    vc = (vc + vd) & MASK
    vb = rotr(vb ^ vc, 24n)
    va = (va + vb + y) & MASK
    vd = rotr(vd ^ va, 16n)
    vc = (vc + vd) & MASK
    vb = rotr(vb ^ vc, 63n)
    ;[v[a], v[b], v[c], v[d]] = [va, vb, vc, vd]
  }
  for (let round = 0; round < 12; round++) {
    const s = SIGMA[round % 10] as number[]
    const w = (i: number) => m[s[i] as number] as bigint
    g(0, 4, 8, 12, w(0), w(1))
    g(1, 5, 9, 13, w(2), w(3))
    g(2, 6, 10, 14, w(4), w(5))
    g(3, 7, 11, 15, w(6), w(7))
    g(0, 5, 10, 15, w(8), w(9))
    g(1, 6, 11, 12, w(10), w(11))
    g(2, 7, 8, 13, w(12), w(13))
    g(3, 4, 9, 14, w(14), w(15))
  }
  for (let i = 0; i < 8; i++) h[i] = (h[i] as bigint) ^ (v[i] as bigint) ^ (v[i + 8] as bigint)
}

/** The 64-byte BLAKE2b digest of `input`. */
export function blake2b512(input: Uint8Array): Uint8Array {
  const h = [...IV]
  // Parameter block: digest length 64, no key, fanout and depth 1.
  h[0] = (h[0] as bigint) ^ 0x01010040n
  const blocks = Math.max(1, Math.ceil(input.length / 128))
  for (let i = 0; i < blocks; i++) {
    const block = new Uint8Array(128)
    const chunk = input.subarray(i * 128, (i + 1) * 128)
    block.set(chunk)
    compress(h, block, BigInt(i * 128 + chunk.length), i === blocks - 1)
  }
  const out = new Uint8Array(64)
  const view = new DataView(out.buffer)
  for (const [i, word] of h.entries()) view.setBigUint64(i * 8, word, true)
  return out
}
