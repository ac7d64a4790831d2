/**
 * The text of a CAIP-122 sign-in message. On eip155 it is exactly EIP-4361 (what the `siwe` package
 * parses and verifies); other namespaces use the same lines with their own name.
 */
import { parseCaipNetworkId } from '../utils/caip'
import type { SiwxMessageData } from './types'

const ACCOUNT_KIND: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos' }

export function formatSiwxMessage(data: SiwxMessageData): string {
  const network = parseCaipNetworkId(data.chainId)
  const kind = ACCOUNT_KIND[network?.namespace ?? ''] ?? 'blockchain'
  const lines = [`${data.domain} wants you to sign in with your ${kind} account:`, data.accountAddress, '']
  // EIP-4361 keeps the statement's line even without one: two empty lines then.
  lines.push(...(data.statement ? [data.statement, ''] : ['']))
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${network?.reference ?? data.chainId}`, `Nonce: ${data.nonce}`, `Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((r) => `- ${r}`))
  return lines.join('\n')
}
