/**
 * Logos of the sign-in providers and of WalletConnect, drawn inline: the Connect view fetches no image to
 * show them (no request before the user picks one, nothing a strict CSP's img-src must allow). Simplified
 * marks in each brand's colours, on a 24 × 24 grid; decorative, since the button around one is named.
 */
import type { ReactNode } from 'react'

const marks = {
  google: (
    <>
      <path d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4z" fill="#4285F4" />
      <path d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z" fill="#34A853" />
      <path d="M6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9.1z" fill="#FBBC05" />
      <path d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z" fill="#EA4335" />
    </>
  ),
  github: (
    <path
      d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.4 1.1 2.9.8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z"
      fill="currentColor"
    />
  ),
  apple: (
    <path
      d="M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.9-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3c.9-1.3 1.2-2.5 1.2-2.6 0 0-2.4-.9-2.4-3.6zM14.2 5.5c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z"
      fill="currentColor"
    />
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path d="M13.3 22v-7h2.3l.4-2.8h-2.7v-1.8c0-.8.3-1.4 1.4-1.4H16V6.6a19 19 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2.1H8.1V15h2.3v7z" fill="#fff" />
    </>
  ),
  x: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <path d="M6.5 6.5h3l8 11h-3zM17.5 6.5l-4.6 5.1M6.5 17.5l4.6-5.1" stroke="var(--latch-bg, #fff)" strokeWidth="1.4" strokeLinejoin="round" fill="none" />
    </>
  ),
  discord: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#5865F2" />
      <path
        d="M16.9 7.6a11.3 11.3 0 0 0-2.9-.9l-.4.8a10.4 10.4 0 0 0-3.2 0l-.4-.8c-1 .2-2 .5-2.9.9-1.8 2.7-2.3 5.4-2 8a11.5 11.5 0 0 0 3.5 1.8l.8-1.2-1.2-.6.3-.2a8.2 8.2 0 0 0 7 0l.3.2-1.2.6.8 1.2c1.3-.4 2.5-1 3.5-1.8.3-3-.5-5.6-2-8zM9.7 14c-.7 0-1.3-.6-1.3-1.4s.6-1.4 1.3-1.4 1.3.6 1.3 1.4-.6 1.4-1.3 1.4zm4.6 0c-.7 0-1.3-.6-1.3-1.4s.6-1.4 1.3-1.4 1.3.6 1.3 1.4-.6 1.4-1.3 1.4z"
        fill="#fff"
      />
    </>
  ),
  farcaster: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
      <path d="M7 6.5h10v11h-1.8v-4.6a3.2 3.2 0 0 0-6.4 0v4.6H7z" fill="#fff" />
    </>
  ),
  walletConnect: (
    <>
      <rect x="1" y="1" width="22" height="22" rx="6" fill="#3396FF" />
      <path d="M7.2 10.2a6.8 6.8 0 0 1 9.6 0M5.5 12.3l2.6 2.5 2.4-2.3 1.5 1.4 1.5-1.4 2.4 2.3 2.6-2.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type BrandName = keyof typeof marks

export const isBrandName = (name: string): name is BrandName => Object.hasOwn(marks, name)

export function BrandMark({ name, size = 20 }: { name: BrandName; size?: number }) {
  return (
    <svg className="latch-brand" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {marks[name]}
    </svg>
  )
}
