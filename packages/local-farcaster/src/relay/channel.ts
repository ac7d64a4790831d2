/** A relay channel as relay.farcaster.xyz stores and answers it (apps/relay's RelaySession). */

export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress?: boolean
}

export interface AuthenticateRequest {
  message: string
  signature: string
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
}

export interface RelayChannel {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  connectUri: string
  acceptAuthAddress: boolean
  /** The create request as sent, with the nonce filled in: what the wallet builds its message from. */
  signatureParams: ChannelRequest & { nonce: string }
  metadata: { userAgent: string; ip: string }
  message?: string
  signature?: string
  authMethod?: 'custody' | 'authAddress'
  fid?: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  /** The fid's custody address, read from the IdRegistry when the wallet authenticates. */
  custody?: string
  /** The fid's verified addresses; production reads them from a hub, this stand-in has none. */
  verifications?: string[]
}
