/**
 * wallet_sendCalls (EIP-5792) on the approval screen. The server sends the calls as one user operation of
 * the smart account (SimpleAccount's executeBatch), so they succeed or fail together whatever the request's
 * atomicRequired says. Each call is shown whole, numbered; a request the server would refuse is refused here.
 */
import { normaliseSignRequest, type SendCallsRequest, SignRequestError } from '../shared/signRequest.mjs'
import { type Call, callRows } from './callRows'
import { formatUnits } from './format'
import { type ActiveAccount, type ChainInfo, type Described, networkName, networkRow, type Row, warningRow } from './rows'
import { feeRow, smartAccountRows } from './smartAccountRows'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function describeSendCalls(params: unknown, chain: ChainInfo | undefined, account: ActiveAccount | undefined): Described {
  if (!chain) throw new SignRequestError('This network is not supported by this wallet')
  if (account?.type !== 'smartAccount') {
    throw new SignRequestError(`wallet_sendCalls needs a smart account, and the account in use on ${networkName(chain)} is not one: switch to the smart account to send calls`)
  }
  // Refuses a batch for another chain than the wallet's, as the server does.
  const request = normaliseSignRequest('wallet_sendCalls', params, { chainId: chain.chainId })
  if (request.from !== undefined && !sameAddress(request.from, account.address)) {
    throw new SignRequestError(`The calls are from ${request.from}, but the account in use on ${networkName(chain)} is ${account.address}`)
  }
  return describeCalls(request, chain, account)
}

function describeCalls(request: SendCallsRequest, chain: ChainInfo, account: ActiveAccount): Described {
  const count = request.calls.length
  const warnings: string[] = []
  const callGroups: Row[] = []
  request.calls.forEach((call, i) => {
    const facts = callRows(call, chain)
    const name = `Call ${i + 1} of ${count}`
    warnings.push(...facts.warnings.map((w) => (count > 1 ? `${name}: ${w}` : w)))
    callGroups.push({ label: name, value: summary(call) }, ...facts.rows.map((row) => ({ ...row, depth: 1 })))
  })
  const total = request.calls.reduce((sum, call) => sum + call.value, 0n)
  return {
    title: `Send ${count} ${count === 1 ? 'call' : 'calls'}`,
    rows: [
      ...warnings.map(warningRow),
      ...smartAccountRows(account),
      { label: 'Execution', value: 'All or nothing: every call succeeds or none does' },
      ...callGroups,
      ...(count > 1 ? [{ label: 'Total amount', value: `${formatUnits(total, 18)} ${chain.currency}` }] : []),
      feeRow(chain, request.paymasterService?.url),
      networkRow(chain),
    ],
  }
}

function summary(call: Call): string {
  if (call.data === '0x') return call.value > 0n ? 'Sends currency' : 'Empty call (sends nothing)'
  return call.value > 0n ? 'Calls a contract and sends it currency' : 'Calls a contract'
}
