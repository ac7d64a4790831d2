/**
 * What the approval screen says about a request. Signing requests are first read by the normaliser the
 * server also uses (../shared), so the screen shows exactly what will be signed, and a request the server
 * would read differently, or refuse, is refused here before anything is shown. `account` is the account
 * the server will use on the chain (a smart account sends user operations and signs no messages).
 */
import { isSigningMethod, normaliseSignRequest, type SignRequest, SignRequestError } from '../shared/signRequest.mjs'
import { describeSendCalls } from './describeCalls'
import { describeMessage } from './describeMessage'
import { describeTransaction } from './describeTransaction'
import { describeTypedData } from './describeTypedData'
import { type ActiveAccount, type ChainInfo, type Described, networkName, networkRow, warningRow } from './rows'

export type { ActiveAccount, ChainInfo, Described, Row } from './rows'

/** Throws a SignRequestError (code -32602) for a signing request that must not be shown or signed. */
export function describeRequest(method: string, params: unknown, chain: ChainInfo | undefined, account?: ActiveAccount): Described {
  if (method === 'wallet_sendCalls') return describeSendCalls(params, chain, account)
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
  if (account) checkAccount(request, chain, account)
  switch (request.method) {
    case 'personal_sign':
      return describeMessage(request, chain)
    case 'eth_signTypedData_v4':
      return describeTypedData(request, chain)
    case 'eth_sendTransaction':
      return describeTransaction(request, chain, account)
  }
}

/** What the server refuses for the account in use, refused before it is shown. */
function checkAccount(request: SignRequest, chain: ChainInfo, account: ActiveAccount) {
  const on = networkName(chain)
  if (account.type === 'smartAccount' && request.method !== 'eth_sendTransaction') {
    // SimpleAccount has no ERC-1271: a signature by its owner key would not verify as the smart account.
    throw new SignRequestError(`The account in use on ${on} is a smart account, which cannot sign messages: switch to the EOA to sign`)
  }
  if (request.method !== 'eth_sendTransaction') return
  if (request.from !== undefined && request.from.toLowerCase() !== account.address.toLowerCase()) {
    throw new SignRequestError(`The transaction is from ${request.from}, but the account in use on ${on} is ${account.address}`)
  }
  if (account.type !== 'smartAccount') return
  if (request.to === null) throw new SignRequestError('A smart account does not deploy contracts with eth_sendTransaction: call a deployer contract instead')
  if (request.nonce !== undefined) throw new SignRequestError('A smart account has its own nonce: leave nonce out')
}
