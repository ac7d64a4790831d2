import { PublicKey } from '@solana/web3.js'
import type { WebSocket } from 'ws'
import { encodeAccount, parsePubkey } from './accounts'
import type { ChainEvent, LocalChain } from './chain'
import { ErrorCode, RpcError } from './errors'
import { handleBody } from './jsonRpc'

type Subscription = { kind: 'signature'; signature: string } | { kind: 'account'; address: string; encoding: string } | { kind: 'slot' }

/**
 * The PubSub side of one WebSocket (agave `rpc_pubsub`): signature, account and slot subscriptions, the methods
 * `Connection.confirmTransaction` and `onAccountChange` / `onSlotChange` use. Other methods answer as over HTTP.
 */
export function servePubSub(chain: LocalChain, socket: WebSocket, nextId: () => number): void {
  const subs = new Map<number, Subscription>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (id: number, method: string, result: unknown) => send({ jsonrpc: '2.0', method, params: { result, subscription: id } })
  const signatureDone = (id: number, slot: number, err: unknown) => {
    notify(id, 'signatureNotification', { context: { slot }, value: { err } })
    subs.delete(id) // agave drops a signature subscription once it fired
  }

  const add = (sub: Subscription) => {
    const id = nextId()
    subs.set(id, sub)
    return id
  }
  const remove = (kind: Subscription['kind']) => (params: unknown[]) => {
    const id = Number(params[0])
    if (subs.get(id)?.kind !== kind) throw new RpcError(ErrorCode.invalidParams, 'Invalid subscription id.')
    return subs.delete(id)
  }
  const extra: Record<string, (params: unknown[]) => unknown> = {
    signatureSubscribe: ([signature]) => {
      if (typeof signature !== 'string') throw new RpcError(ErrorCode.invalidParams, 'Invalid params: expected a signature.')
      const id = add({ kind: 'signature', signature })
      const status = chain.status(signature)
      if (status) queueMicrotask(() => signatureDone(id, status.slot, status.err))
      return id
    },
    signatureUnsubscribe: remove('signature'),
    accountSubscribe: ([address, cfg]) => {
      const encoding = String((cfg as { encoding?: string } | undefined)?.encoding ?? 'base64')
      return add({ kind: 'account', address: parsePubkey(address).toBase58(), encoding })
    },
    accountUnsubscribe: remove('account'),
    slotSubscribe: () => add({ kind: 'slot' }),
    slotUnsubscribe: remove('slot'),
  }

  const onEvent = (event: ChainEvent) => {
    for (const [id, sub] of subs) {
      if (event.type === 'slot' && sub.kind === 'slot') notify(id, 'slotNotification', { parent: event.slot - 1, root: event.slot, slot: event.slot })
      if (event.type !== 'transaction') continue
      if (sub.kind === 'signature' && sub.signature === event.tx.signature) signatureDone(id, event.tx.slot, event.tx.err)
      if (sub.kind === 'account' && event.written.some((k) => k.toBase58() === sub.address)) {
        const account = encodeAccount(chain.getAccount(new PublicKey(sub.address)), sub.encoding, chain.mintOf)
        notify(id, 'accountNotification', { context: { slot: event.tx.slot }, value: account })
      }
    }
  }
  const unsubscribe = chain.subscribe(onEvent)
  socket.on('close', unsubscribe)
  socket.on('message', (raw) => {
    let body: unknown
    try {
      body = JSON.parse(raw.toString())
    } catch {
      send({ jsonrpc: '2.0', id: null, error: { code: ErrorCode.parse, message: 'Parse error' } })
      return
    }
    const response = handleBody(chain, body, extra)
    if (response) send(response)
  })
}
