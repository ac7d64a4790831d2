// Wallet images for the local directory: a generated SVG tile per wallet (its initials, or a test wallet's
// number, on a colour derived from its id). No real logos are shipped: they are the wallets' trademarks,
// and a generated tile is enough to see lazy loading, caching and layout.
import { createHash } from 'node:crypto'

/** @typedef {import('./wallets.mjs').DirectoryWallet} DirectoryWallet */

/** Edge of the square tile in CSS pixels; the explorer's wallet images are square too. */
const SIZE = 112

/**
 * The SVG document for a wallet, and a strong ETag for it.
 * @param {Pick<DirectoryWallet, 'id' | 'name'>} wallet
 * @returns {{ svg: string, etag: string }}
 */
export function walletImageSvg(wallet) {
  const digest = createHash('sha256').update(`${wallet.id}\n${wallet.name}`).digest()
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360
  const label = escapeXml(tileLabel(wallet.name))
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(wallet.name)}">`,
    `<rect width="${SIZE}" height="${SIZE}" rx="28" fill="hsl(${hue} 62% 42%)"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${label.length > 2 ? 36 : 46}" font-weight="700" fill="#fff">${label}</text>`,
    '</svg>',
  ].join('')
  return { svg, etag: `"${digest.subarray(0, 12).toString('hex')}"` }
}

/**
 * "Trust Wallet" → "TW", "MetaMask" → "ME", "Test Wallet 123" → "123": initials, or the number a test
 * wallet ends with, so tiles of the generated wallets can be told apart.
 * @param {string} name
 */
export function tileLabel(name) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const last = words.at(-1) ?? ''
  if (/^\d+$/.test(last)) return last.slice(-3)
  if (words.length === 1) return last.slice(0, 2).toUpperCase()
  return words
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
