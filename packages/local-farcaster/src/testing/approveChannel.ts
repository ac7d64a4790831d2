/**
 * What a Farcaster wallet does with a channel, for this package's tests: read the channel's parameters, build the
 * SIWF message with auth-client, sign it (EIP-191) and post it to the relay. (@latch/testing's farcaster-wallet is
 * the shipped version.)
 */
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { Wallet } from 'ethers'

export interface ApproveChannelOptions {
  relayUrl: string
  rpcUrl: string
  authKey: string
  channelToken: string
  /** Signs the message. */
  privateKey: string
  /** The fid the message claims. */
  fid: number
  authMethod?: 'custody' | 'authAddress'
}

export async function approveChannel({ relayUrl, rpcUrl, authKey, channelToken, privateKey, fid, authMethod = 'custody' }: ApproveChannelOptions) {
  const wallet = new Wallet(privateKey)
  const status = await fetch(`${relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
  if (status.status !== 202) throw new Error(`The channel is not pending: ${status.status} ${await status.text()}`)
  const { signatureParams: p } = (await status.json()) as { signatureParams: { siweUri: string; domain: string; nonce: string } }
  const client = createWalletClient({ relay: relayUrl, ethereum: viemConnector({ rpcUrl }) })
  const built = client.buildSignInMessage({ address: wallet.address as `0x${string}`, fid, uri: p.siweUri, domain: p.domain, nonce: p.nonce })
  if (built.isError) throw built.error
  const signature = (await wallet.signMessage(built.message)) as `0x${string}`
  const res = await client.authenticate({ channelToken, authKey, message: built.message, signature, fid, authMethod, username: 'alice' })
  if (res.isError) throw res.error
  return { message: built.message, signature, status: res.response.status, channel: res.data }
}
