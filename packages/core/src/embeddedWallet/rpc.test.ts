import type { FrameHandlers } from '@latch/frame-bridge/host'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred'
import { ADDRESS, setup, user } from '../testing/embeddedWalletSetup'


afterEach(() => {
  vi.useRealTimers()
})

/** A frame-side RPC handler that waits for the test's decision per first param, and records aborts. */
function decisions() {
  const open = new Map<unknown, { resolve: (r: { result: unknown }) => void; signal: AbortSignal }>()
  const handler: FrameHandlers['RPC_REQUEST'] = ({ params }, { signal }) =>
    new Promise((resolve, reject) => {
      open.set((params as unknown[])[0], { resolve, signal })
      signal.addEventListener('abort', () => reject(new Error('Request was aborted')))
    })
  return { open, handler }
}

/** Logged in by e-mail; returns the transport the adapter was given. */
async function loggedIn(handlers: FrameHandlers, options: Parameters<typeof setup>[1] = {}) {
  const s = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user, ...handlers }, options)
  await s.latch.ready
  await s.latch.embeddedWallet.connectEmail('ada@example.com')
  // The login reads the balance once; let it land before counting reads.
  await vi.waitFor(() => expect(s.latch.getSnapshot().namespaces.eip155?.account.balance).toBeDefined())
  const transport = s.evm.remoteTransport
  if (!transport) throw new Error('not connected')
  const request = (method: string, params: unknown = []) => transport.request({ method, params, caipNetworkId: 'eip155:1' })
  return { ...s, transport, request }
}

describe('the embedded wallet’s RPC policy', () => {
  it('only the policy’s safe reads may be answered by the network’s RPC: anything else goes through the policy (spec §6)', async () => {
    const { transport } = await loggedIn({})
    const chainRead = (m: string) => transport.isChainRead?.(m)
    expect(['eth_blockNumber', 'eth_call', 'eth_getBalance', 'eth_estimateGas'].map(chainRead)).toEqual([true, true, true, true])
    // A method on neither list (net_version, a node's own anvil_*), every signing method, the wallet_* calls and a
    // raw send all go to the wallet, where the policy refuses, approves or forwards them.
    expect(['net_version', 'anvil_nodeInfo', 'eth_sign', 'personal_sign', 'eth_sendTransaction', 'wallet_getCallsStatus', 'eth_sendRawTransaction'].map(chainRead)).toEqual(
      [false, false, false, false, false, false, false],
    )
  })

  it('safe methods go to the frame without asking the user', async () => {
    const { latch, request, frame } = await loggedIn({ RPC_REQUEST: ({ method }) => ({ result: method === 'eth_blockNumber' ? '0x10' : null }) })
    expect(await request('eth_blockNumber')).toBe('0x10')
    expect(latch.getSnapshot().modal.open).toBe(false)
    expect(frame.requests.at(-1)).toMatchObject({ type: 'APP_RPC_REQUEST', payload: { method: 'eth_blockNumber', chainId: '1' } })
  })

  it('unsafe methods show ApproveTransaction with the frame over the modal; on approval the balance refreshes and the modal closes', async () => {
    const decision = deferred<{ result: unknown }>()
    const { latch, request, evm } = await loggedIn({ RPC_REQUEST: () => decision.promise })
    const signed = request('personal_sign', ['0x68656c6c6f', ADDRESS])
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('ApproveTransaction'))
    // Opening the modal reads the balance once; count from here.
    await new Promise((r) => setTimeout(r, 10))
    const calls = evm.calls.length
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ approval: { method: 'personal_sign' }, frameVisible: true })
    decision.resolve({ result: '0xsig' })
    expect(await signed).toBe('0xsig')
    expect(latch.getSnapshot().modal.open).toBe(false)
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(false)
    // personal_sign changes nothing on chain: no balance read for it.
    expect(evm.calls.slice(calls).some((c) => c.startsWith('getBalance'))).toBe(false)

    const sendDecision = deferred<{ result: unknown }>()
    const sendLatch = await loggedIn({ RPC_REQUEST: () => sendDecision.promise })
    const sent = sendLatch.request('eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x1' }])
    await vi.waitFor(() => expect(sendLatch.latch.getSnapshot().router.view).toBe('ApproveTransaction'))
    await new Promise((r) => setTimeout(r, 10))
    const before = sendLatch.evm.calls.length
    sendDecision.resolve({ result: '0xhash' })
    expect(await sent).toBe('0xhash')
    expect(sendLatch.evm.calls.slice(before).some((c) => c.startsWith('getBalance'))).toBe(true)
  })

  it('inside an open modal the approval is pushed, then popped', async () => {
    const decision = deferred<{ result: unknown }>()
    const { latch, request } = await loggedIn({ RPC_REQUEST: () => decision.promise })
    await latch.open({ view: 'Account' })
    const signed = request('eth_signTypedData_v4', [ADDRESS, '{}'])
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('ApproveTransaction'))
    decision.resolve({ result: '0xsig' })
    await signed
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(latch.getSnapshot().router.view).toBe('Account')
  })

  it('the transaction stack (spec §4): success, error and cancel each leave the approval for the view below, with the modal open', async () => {
    const { latch, request } = await loggedIn({
      RPC_REQUEST: ({ params }) => {
        const which = (params as unknown[])[0]
        if (which === '0x01') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        if (which === '0x02') throw Object.assign(new Error('insufficient funds'), { code: -32000 })
        return new Promise((r) => setTimeout(() => r({ result: '0xsig' }), 5))
      },
    })
    await latch.open({ view: 'Account' })
    latch.router.push('Networks')
    for (const [param, settles] of [
      ['0x00', expect.anything()],
      ['0x01', undefined],
      ['0x02', undefined],
    ] as const) {
      const sent = request('personal_sign', [param, ADDRESS]).then(
        (r) => r,
        () => undefined,
      )
      await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('ApproveTransaction'))
      expect(await sent).toEqual(settles)
      expect(latch.getSnapshot().modal.open).toBe(true)
      expect(latch.getSnapshot().router.history.map((e) => e.view)).toEqual(['Account', 'Networks'])
    }
  })

  it("rejecting on the frame's screen is the catalogue's rejection (EIP-1193 4001); other frame errors keep their message and code", async () => {
    const { request, latch } = await loggedIn({
      RPC_REQUEST: ({ method }) => {
        if (method === 'personal_sign') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        throw Object.assign(new Error('insufficient funds'), { code: -32000 })
      },
    })
    await expect(request('personal_sign', ['0x00', ADDRESS])).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 'USER_REJECTED', rpcCode: 4001 })
    await expect(request('eth_sendTransaction', [{ to: ADDRESS }])).rejects.toMatchObject({ name: 'FrameError', message: 'insufficient funds', rpcCode: -32000 })
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('closing the modal during an approval aborts it and tells the frame', async () => {
    const { latch, request, frame } = await loggedIn({ RPC_REQUEST: () => new Promise(() => {}), RPC_ABORT: () => ({}) })
    const signed = request('personal_sign', ['0x00', ADDRESS]).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(latch.getSnapshot().router.view).toBe('ApproveTransaction'))
    latch.close()
    expect(await signed).toBe('Request was aborted')
    await vi.waitFor(() => expect(frame.requests.at(-1)?.type).toBe('APP_RPC_ABORT'))
  })

  it('a disallowed method also withdraws every open approval: RPC_ABORT reaches the frame, which hides, and the view is left (M5)', async () => {
    const frameSide = decisions()
    const { latch, request, frame } = await loggedIn({ RPC_REQUEST: frameSide.handler, RPC_ABORT: () => ({}) })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sent = request('eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x1' }]).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(frameSide.open.size).toBe(1))
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(true)
    // A library polling a method on neither list (net_version) while the user reads the approval.
    await expect(request('net_version')).rejects.toMatchObject({ code: 'RPC_METHOD_NOT_ALLOWED' })
    expect(await sent).toBe('Requested RPC call is not allowed')
    await vi.waitFor(() => expect(frame.requests.some((r) => r.type === 'APP_RPC_ABORT')).toBe(true))
    // On the frame, the approval the dapp was told failed can no longer be approved.
    await vi.waitFor(() => expect([...frameSide.open.values()].every((d) => d.signal.aborted)).toBe(true))
    await vi.waitFor(() => expect(latch.getSnapshot().embeddedWallet).toMatchObject({ frameVisible: false, approval: undefined }))
    // The modal stays open (spec §8) on its usual view, where 'Action not allowed' shows.
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(latch.getSnapshot().router.view).toBe('Account')
    errors.mockRestore()
  })

  it('concurrent approvals: the frame stays up while any is open; the last one to end hides it and leaves the view (L10)', async () => {
    const frameSide = decisions()
    const { latch, request } = await loggedIn({ RPC_REQUEST: frameSide.handler, RPC_ABORT: () => ({}) })
    const first = request('personal_sign', ['0x01', ADDRESS])
    const second = request('personal_sign', ['0x02', ADDRESS])
    await vi.waitFor(() => expect(frameSide.open.size).toBe(2))
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ frameVisible: true, approval: { method: 'personal_sign' } })
    frameSide.open.get('0x01')?.resolve({ result: '0xsig1' })
    expect(await first).toBe('0xsig1')
    // The second is still on the frame's screen: neither hidden nor aborted by the first one's exit.
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(true)
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(latch.getSnapshot().router.view).toBe('ApproveTransaction')
    expect(frameSide.open.get('0x02')?.signal.aborted).toBe(false)
    frameSide.open.get('0x02')?.resolve({ result: '0xsig2' })
    expect(await second).toBe('0xsig2')
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(false)
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('closing the modal aborts every open approval, not only the first (L10)', async () => {
    const frameSide = decisions()
    const { latch, request, frame } = await loggedIn({ RPC_REQUEST: frameSide.handler, RPC_ABORT: () => ({}) })
    const outcomes = Promise.all([request('personal_sign', ['0x01', ADDRESS]), request('eth_sendTransaction', [{ to: ADDRESS }])].map((p) => p.catch((e: Error) => e.message)))
    await vi.waitFor(() => expect(frameSide.open.size).toBe(2))
    latch.close()
    expect(await outcomes).toEqual(['Request was aborted', 'Request was aborted'])
    await vi.waitFor(() => expect([...frameSide.open.values()].every((d) => d.signal.aborted)).toBe(true))
    expect(frame.requests.some((r) => r.type === 'APP_RPC_ABORT')).toBe(true)
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(false)
  })

  it('leaving the approval view (its back button) withdraws the approvals instead of leaving them pending behind a hidden frame (L10)', async () => {
    const frameSide = decisions()
    const { latch, request } = await loggedIn({ RPC_REQUEST: frameSide.handler, RPC_ABORT: () => ({}) })
    await latch.open({ view: 'Account' })
    const signed = request('personal_sign', ['0x01', ADDRESS]).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(frameSide.open.size).toBe(1))
    expect(latch.getSnapshot().router.history.length).toBe(2)
    latch.router.goBack()
    expect(await signed).toBe('Request was aborted')
    await vi.waitFor(() => expect(frameSide.open.get('0x01')?.signal.aborted).toBe(true))
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(false)
    expect(latch.getSnapshot().router.view).toBe('Account')
  })

  it('an approval nobody answers ends after 5 minutes with the catalogue’s timeout, and the frame withdraws it (L10)', async () => {
    const frameSide = decisions()
    const { latch, request } = await loggedIn({ RPC_REQUEST: frameSide.handler, RPC_ABORT: () => ({}) })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const signed = request('personal_sign', ['0x01', ADDRESS]).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    expect(frameSide.open.size).toBe(1)
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 200)
    expect(frameSide.open.get('0x01')?.signal.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    const error = await signed
    expect(error).toMatchObject({ name: 'EmbeddedWalletTimeoutError', shortMessage: 'Embedded Wallet Request Timed Out', longMessage: 'The embedded wallet did not answer within 5 minutes. Try again.' })
    await vi.advanceTimersByTimeAsync(10)
    expect(frameSide.open.get('0x01')?.signal.aborted).toBe(true)
    expect(latch.getSnapshot().embeddedWallet.frameVisible).toBe(false)
    expect(latch.getSnapshot().modal.open).toBe(false)
  })

  it('a method on neither list: modal opens, logged, "Action not allowed" after 300 ms, every open request rejected', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { latch, request, frame } = await loggedIn({ RPC_REQUEST: () => new Promise(() => {}) }, { logLevel: 'error' })
    const pending = request('eth_getBalance', [ADDRESS, 'latest']).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(frame.requests.at(-1)?.type).toBe('APP_RPC_REQUEST'))
    const sentBefore = frame.requests.length
    // Only the message's delay is faked: both edges of its 300 ms (spec §9).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await expect(request('eth_sign', [ADDRESS, '0x00'])).rejects.toMatchObject({ code: 'RPC_METHOD_NOT_ALLOWED', message: 'Requested RPC call is not allowed' })
      expect(await pending).toBe('Requested RPC call is not allowed')
      expect(latch.getSnapshot().modal.open).toBe(true)
      await vi.advanceTimersByTimeAsync(299)
      expect(latch.getSnapshot().snackbar.open).toBe(false)
      await vi.advanceTimersByTimeAsync(2)
      expect(latch.getSnapshot().snackbar).toMatchObject({ open: true, variant: 'error', messageKey: 'snackbar.actionNotAllowed' })
    } finally {
      vi.useRealTimers()
    }
    expect(frame.requests.length).toBe(sentBefore)
    expect(errors).toHaveBeenCalledWith('[latch]', 'method not allowed', 'eth_sign')
    errors.mockRestore()
  })

  it('wallet_sendCalls: every `to` and any `data` must start with 0x, checked before the frame is asked', async () => {
    const { request, frame } = await loggedIn({ RPC_REQUEST: () => ({ result: { id: '0x1' } }) })
    const before = frame.requests.length
    await expect(request('wallet_sendCalls', [{ calls: [{ to: 'abc' }] }])).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'to must start with 0x' })
    await expect(request('wallet_sendCalls', [{ calls: [{ to: ADDRESS, data: 'ff' }] }])).rejects.toMatchObject({ message: 'data must start with 0x' })
    expect(frame.requests.length).toBe(before)
  })

  it('a network switch goes to the frame’s SWITCH_NETWORK, not to its RPC, then reads the account in use there', async () => {
    const { transport, frame } = await loggedIn({ SWITCH_NETWORK: ({ chainId }) => ({ chainId }) })
    const events: unknown[] = []
    transport.onEvent((e) => events.push(e))
    const before = frame.requests.filter((r) => r.type === 'APP_RPC_REQUEST').length
    await transport.switchNetwork?.('eip155:2')
    expect(frame.requests.slice(-2)).toMatchObject([
      { type: 'APP_SWITCH_NETWORK', payload: { chainId: '2' } },
      { type: 'APP_GET_USER', payload: { chainId: '2' } },
    ])
    expect(frame.requests.filter((r) => r.type === 'APP_RPC_REQUEST').length).toBe(before)
    // The same account there: nothing changes.
    expect(events).toEqual([])
  })

  it('a switch to a network where another account is in use (a smart account with a bundler, the EOA elsewhere) says so', async () => {
    const SMART = '0x00000000000000000000000000000000000005Ea'
    const accounts = [
      { address: SMART, type: 'smartAccount' as const },
      { address: ADDRESS, type: 'eoa' as const },
    ]
    const { transport } = await loggedIn({
      SWITCH_NETWORK: ({ chainId }) => ({ chainId }),
      GET_USER: ({ chainId }) => (chainId === '2' ? { ...user, chainId: 2, address: SMART, accounts } : user),
    })
    const events: unknown[] = []
    const stop = transport.onEvent((e) => events.push(e))
    await transport.switchNetwork?.('eip155:2')
    expect(events).toEqual([{ name: 'accountsChanged', data: [SMART, ADDRESS], caipNetworkId: 'eip155:2' }])
    await transport.switchNetwork?.('eip155:1')
    expect(events.at(-1)).toEqual({ name: 'accountsChanged', data: [ADDRESS], caipNetworkId: 'eip155:1' })
    stop()
    await transport.switchNetwork?.('eip155:2')
    expect(events).toHaveLength(2)
  })

  it('a refused switch is the frame’s typed error, with the wallet’s code', async () => {
    const { transport } = await loggedIn({
      SWITCH_NETWORK: () => {
        throw Object.assign(new Error('no'), { code: 4902 })
      },
    })
    await expect(transport.switchNetwork?.('eip155:999')).rejects.toMatchObject({ name: 'FrameError', rpcCode: 4902 })
  })
})
