/**
 * What the approval screen says about a request. Signing requests are first read by the normaliser the
 * server also uses (../shared), so the screen shows exactly what will be signed, and a request the server
 * would read differently, or refuse, is refused here before anything is shown.
 */
import { isSigningMethod, normaliseSignRequest, SignRequestError } from '../shared/signRequest.mjs'
import { describeMessage } from './describeMessage'
import { describeTransaction } from './describeTransaction'
import { describeTypedData } from './describeTypedData'
import { type ChainInfo, type Described, networkRow, warningRow } from './rows'

export type { ChainInfo, Described, Row } from './rows'

/** Throws a SignRequestError (code -32602) for a signing request that must not be shown or signed. */
export function describeRequest(method: string, params: unknown, chain: ChainInfo | undefined): Described {
  if (!isSigningMethod(method)) {
    return {
      title: method,
      rows: [
        warningRow('This wallet cannot decode this request: check it carefully.'),
        { label: 'Request', value: JSON.stringify(params ?? null, null, 2), kind: 'code' },
        ...(chain ? [networkRow(chain)] : []),
      ],
    }
  }
  if (!chain) throw new SignRequestError('This network is not supported by this wallet')
  const request = normaliseSignRequest(method, params, { chainId: chain.chainId })
  switch (request.method) {
    case 'personal_sign':
      return describeMessage(request, chain)
    case 'eth_signTypedData_v4':
      return describeTypedData(request, chain)
    case 'eth_sendTransaction':
      return describeTransaction(request, chain)
  }
}
