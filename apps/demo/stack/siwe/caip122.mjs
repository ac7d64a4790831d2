// A strict parser for the CAIP-122 sign-in text that core's `formatSiwxMessage` writes on non-EVM namespaces:
// the EIP-4361 lines, in their order, with the namespace's own account kind in the first line. Anything else
// is refused, so what the wallet showed the user is exactly what the backend checks.

/**
 * What one namespace needs from the backend: how its addresses look and compare, and how its wallets sign.
 * @typedef {{
 *   kind: string,
 *   namespace: string,
 *   isAddress(address: string): boolean,
 *   isChainReference(reference: string): boolean,
 *   isAddressOn?(address: string, reference: string): boolean,
 *   verify(text: string, signature: string, address: string): Promise<boolean>,
 *   sameAddress(a: string, b: string): boolean,
 * }} SignInScheme
 */

/**
 * @typedef {{
 *   domain: string, address: string, statement?: string, uri: string, version: string, chainReference: string,
 *   nonce: string, issuedAt: string, expirationTime?: string, notBefore?: string, requestId?: string, resources?: string[],
 * }} Caip122Message
 */

const HEADER = /^(\S+) wants you to sign in with your ([A-Za-z]+) account:$/
// host[:port]: a DNS name or IPv4 address, or a bracketed IPv6 one (RFC 3986 authority without userinfo).
const DOMAIN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const NONCE = /^[A-Za-z0-9]{8,}$/
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/

/** @param {string} value */
const isUri = (value) => {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
/** @param {string} value */
const isDateTime = (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))

/** The account kind a sign-in text names in its first line ("Polkadot"), if it has that line at all. */
export function accountKindOf(/** @type {string} */ text) {
  const end = text.indexOf('\n')
  return HEADER.exec(end === -1 ? text : text.slice(0, end))?.[2]
}

/**
 * Parses the text for `scheme`; throws on anything that is not exactly such a message.
 * @param {string} text
 * @param {SignInScheme} scheme
 * @returns {Caip122Message}
 */
export function parseCaip122Message(text, scheme) {
  const lines = text.split('\n')
  let at = 0
  /** @param {string} why @returns {never} */
  function fail(why) {
    throw new Error(`Malformed sign-in message: ${why} (line ${at + 1})`)
  }
  /** @param {string} name @param {(value: string) => boolean} valid */
  const field = (name, valid) => {
    const line = lines[at] ?? ''
    if (!line.startsWith(`${name}: `)) fail(`expected "${name}: "`)
    const value = line.slice(name.length + 2)
    if (!valid(value)) fail(`invalid ${name}`)
    at++
    return value
  }
  /** @param {string} name @param {(value: string) => boolean} valid */
  const optional = (name, valid) => (lines[at]?.startsWith(`${name}: `) ? field(name, valid) : undefined)

  const header = HEADER.exec(lines[at] ?? '')
  if (!header || header[2] !== scheme.kind) fail(`expected "<domain> wants you to sign in with your ${scheme.kind} account:"`)
  const domain = header[1] ?? ''
  if (!DOMAIN.test(domain)) fail('invalid domain')
  at++
  const address = lines[at] ?? ''
  if (!scheme.isAddress(address)) fail(`invalid ${scheme.kind} address`)
  at++
  if (lines[at] !== '') fail('expected an empty line after the address')
  at++
  // Without a statement EIP-4361 keeps its line empty: two empty lines in a row then.
  const statement = lines[at] === '' ? undefined : lines[at]
  if (statement !== undefined) {
    at++
    if (lines[at] !== '') fail('expected an empty line after the statement')
  }
  at++
  const uri = field('URI', isUri)
  const version = field('Version', (v) => v === '1')
  const chainReference = field('Chain ID', (v) => CAIP2_REFERENCE.test(v) && scheme.isChainReference(v))
  // Where an address says its network (Bitcoin's bc1 / tb1 / bcrt1), it must be the message's.
  if (scheme.isAddressOn && !scheme.isAddressOn(address, chainReference)) fail(`the ${scheme.kind} address is not of chain ${chainReference}`)
  const nonce = field('Nonce', (v) => NONCE.test(v))
  const issuedAt = field('Issued At', isDateTime)
  const expirationTime = optional('Expiration Time', isDateTime)
  const notBefore = optional('Not Before', isDateTime)
  const requestId = optional('Request ID', (v) => /^\S+$/.test(v))
  /** @type {string[] | undefined} */
  let resources
  if (lines[at] === 'Resources:') {
    resources = []
    for (at++; at < lines.length; at++) {
      const line = lines[at] ?? ''
      if (!line.startsWith('- ') || !isUri(line.slice(2))) fail('invalid resource')
      resources.push(line.slice(2))
    }
  }
  if (at !== lines.length) fail('unexpected line')
  return {
    domain,
    address,
    ...(statement !== undefined ? { statement } : {}),
    uri,
    version,
    chainReference,
    nonce,
    issuedAt,
    ...(expirationTime ? { expirationTime } : {}),
    ...(notBefore ? { notBefore } : {}),
    ...(requestId ? { requestId } : {}),
    ...(resources ? { resources } : {}),
  }
}
