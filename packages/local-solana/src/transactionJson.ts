import bs58 from 'bs58'
import type { ProcessedTransaction } from './chain'

/** A processed transaction as getTransaction answers it, in `json`, `jsonParsed`, `base64` or `base58`. */
export function transactionJson(tx: ProcessedTransaction, encoding: string) {
  const message = tx.transaction.message
  const version = tx.transaction.version
  const signatures = tx.transaction.signatures.map((s) => bs58.encode(s))
  let transaction: unknown
  if (encoding === 'base64') transaction = [Buffer.from(tx.wire).toString('base64'), 'base64']
  else if (encoding === 'base58') transaction = [bs58.encode(tx.wire), 'base58']
  else if (encoding === 'jsonParsed') {
    const accountKeys = tx.accountKeys.map((key, i) => ({
      pubkey: key.toBase58(),
      signer: i < message.header.numRequiredSignatures,
      writable: message.isAccountWritable(i),
      source: i < message.staticAccountKeys.length ? 'transaction' : 'lookupTable',
    }))
    const instructions = message.compiledInstructions.map((ix) => ({
      programId: tx.accountKeys[ix.programIdIndex]?.toBase58(),
      accounts: ix.accountKeyIndexes.map((i) => tx.accountKeys[i]?.toBase58()),
      data: bs58.encode(ix.data),
      stackHeight: null,
    }))
    transaction = { signatures, message: { accountKeys, instructions, recentBlockhash: message.recentBlockhash, ...(version === 'legacy' ? {} : { addressTableLookups: lookups(tx) }) } }
  } else {
    transaction = {
      signatures,
      message: {
        accountKeys: message.staticAccountKeys.map((k) => k.toBase58()),
        header: message.header,
        instructions: message.compiledInstructions.map((ix) => ({ programIdIndex: ix.programIdIndex, accounts: ix.accountKeyIndexes, data: bs58.encode(ix.data), stackHeight: null })),
        recentBlockhash: message.recentBlockhash,
        ...(version === 'legacy' ? {} : { addressTableLookups: lookups(tx) }),
      },
    }
  }
  return {
    blockTime: tx.blockTime,
    slot: tx.slot,
    transaction,
    meta: {
      computeUnitsConsumed: tx.computeUnitsConsumed,
      err: tx.err,
      fee: tx.fee,
      innerInstructions: [],
      loadedAddresses: tx.loadedAddresses,
      logMessages: tx.logs,
      postBalances: tx.postBalances,
      postTokenBalances: tx.postTokenBalances,
      preBalances: tx.preBalances,
      preTokenBalances: tx.preTokenBalances,
      rewards: [],
      status: tx.err ? { Err: tx.err } : { Ok: null },
    },
    ...(version === 'legacy' ? {} : { version }),
  }
}

function lookups(tx: ProcessedTransaction) {
  return tx.transaction.message.addressTableLookups.map((l) => ({ accountKey: l.accountKey.toBase58(), writableIndexes: l.writableIndexes, readonlyIndexes: l.readonlyIndexes }))
}
