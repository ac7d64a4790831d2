/**
 * English words of the ConnectingFarcaster view (Sign In With Farcaster): a part of the catalogue that loads with the
 * view, so the connect button does not carry them. Its title stays in the modal's catalogue: the header names the
 * dialog before the view's chunk arrives. Checked against `de.ts` beside it.
 */
export const farcasterEn = {
  'farcaster.preparing': 'Getting your Farcaster sign-in link…',
  'farcaster.qrLabel': 'QR code to sign in with Farcaster',
  'farcaster.scan': 'Scan with your phone’s camera or the Farcaster app',
  'farcaster.open': 'Open Farcaster',
  'farcaster.newTab': '(opens in a new tab)',
  'farcaster.copy': 'Copy link',
  'farcaster.copied': 'Link copied',
  'farcaster.copyFailed': 'Could not copy the link',
  'farcaster.waiting': 'Waiting for your approval in Farcaster…',
  'farcaster.signingIn': 'Approved. Signing you in…',
  'farcaster.insecureLink': 'The sign-in link is not a secure (https) link, so it is not shown.',
  'farcaster.retry': 'Try again',
} as const

export type FarcasterMessageKey = keyof typeof farcasterEn
