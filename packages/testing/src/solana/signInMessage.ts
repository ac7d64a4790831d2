import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/**
 * The Sign-In With Solana message text (the SIWS spec, ABNF as in `@solana/wallet-standard-util`):
 * the header line, the address, the optional statement, then the optional fields in spec order.
 */
export function createSignInMessageText(input: SolanaSignInInput & { domain: string; address: string }): string {
  let message = `${input.domain} wants you to sign in with your Solana account:\n${input.address}`
  if (input.statement) message += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri) fields.push(`URI: ${input.uri}`)
  if (input.version) fields.push(`Version: ${input.version}`)
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`)
  if (input.resources?.length) fields.push('Resources:', ...input.resources.map((r) => `- ${r}`))
  if (fields.length) message += `\n\n${fields.join('\n')}`
  return message
}
