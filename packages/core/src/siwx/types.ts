/**
 * Sign-in with X (CAIP-122; EIP-4361 on eip155): the dapp's own sign-in, driven by the modal. The host
 * supplies the config — where nonces come from, how a signed message is verified and kept — shaped like
 * the original product's SIWX so a migrating dapp keeps its backend.
 */
import type { CaipNetworkId } from '../types/chain'

/** What the message is built for. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  notBefore?: string
}

/** The fields of a CAIP-122 message. */
export interface SiwxMessageData extends SiwxMessageInput {
  domain: string
  uri: string
  version: string
  nonce: string
  issuedAt: string
  statement?: string
  expirationTime?: string
  requestId?: string
  resources?: string[]
}

/** A message ready to sign: its data, and its text. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}

export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  /** The signature as a CACAO, where the backend wants one. */
  cacao?: unknown
}

export interface SiwxConfig {
  /** Whether the user must sign in before using the dapp (the modal cannot be closed until they do). */
  required?: boolean
  /** Builds the message for this account (typically fetching a nonce from the backend). */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies and keeps a signed message (typically posting it to the backend). Rejects when invalid. */
  addSession(session: SiwxSession): Promise<void>
  /** Ends the sessions of one account. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces every session (`[]` on disconnect). */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The live sessions of one account; empty when it has to sign in. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
}
