/** A minimal dapp page: Wallet Standard discovery plus a web3.js transfer builder, exposed for the test. */
import { Connection, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { getWallets } from '@wallet-standard/app'

const wallets = getWallets()
const registered: string[] = []
wallets.on('register', (...ws) => registered.push(...ws.map((w) => w.name)))

async function buildTransfer(rpcUrl: string, from: string, to: string, lamports: number): Promise<number[]> {
  const { blockhash } = await new Connection(rpcUrl, 'confirmed').getLatestBlockhash()
  const instruction = SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports })
  const message = new TransactionMessage({ payerKey: new PublicKey(from), recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message()
  return Array.from(new VersionedTransaction(message).serialize())
}

Object.assign(window, { __app: { wallets, registered, buildTransfer } })
