/**
 * The relay's two body schemas (apps/relay/src/schemas.ts), checked the way Fastify's default Ajv does: the first
 * failure is reported ("body/domain must match pattern …"), scalars are coerced ("5" is fid 5), and properties the
 * schema does not name are dropped rather than refused (Ajv's removeAdditional). Dropping matters for a stand-in:
 * a client that sends an extra field works against production, so it must work here too.
 */
import type { AuthenticateRequest, ChannelRequest } from './channel'

type Rule = { type: 'string' | 'integer' | 'boolean'; pattern?: string; format?: 'uri' | 'date-time'; enum?: readonly string[] }
interface Schema {
  properties: Record<string, Rule>
  required: readonly string[]
}

const CHANNEL_SCHEMA: Schema = {
  properties: {
    siweUri: { type: 'string', format: 'uri' },
    domain: { type: 'string', pattern: '^[a-zA-Z0-9.-]+(:[0-9]+)?$' },
    nonce: { type: 'string' },
    notBefore: { type: 'string', format: 'date-time' },
    expirationTime: { type: 'string', format: 'date-time' },
    requestId: { type: 'string' },
    redirectUrl: { type: 'string' },
    acceptAuthAddress: { type: 'boolean' },
  },
  required: ['siweUri', 'domain'],
}

const AUTHENTICATE_SCHEMA: Schema = {
  properties: {
    message: { type: 'string' },
    signature: { type: 'string', pattern: '^0x[a-fA-F0-9]{130}$' },
    authMethod: { type: 'string', enum: ['custody', 'authAddress'] },
    fid: { type: 'integer' },
    username: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\\.eth$' },
    bio: { type: 'string' },
    displayName: { type: 'string' },
    pfpUrl: { type: 'string', format: 'uri' },
  },
  required: ['message', 'signature', 'fid'],
}

// ajv-formats' full "uri": a scheme, then no whitespace. date-time: RFC 3339, with a time zone.
const FORMATS: Record<NonNullable<Rule['format']>, (s: string) => boolean> = {
  uri: (s) => /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s"<>\\^`{|}]*$/.test(s),
  'date-time': (s) => /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/.test(s) && !Number.isNaN(Date.parse(s)),
}

const SCALAR = new Set(['string', 'number', 'boolean'])

/** Ajv's coerceTypes: the value as `type`, or undefined when it cannot be one. */
function coerce(value: unknown, type: Rule['type']): unknown {
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value === null ? '' : undefined
    case 'integer': {
      const n = typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : typeof value === 'string' && value.trim() !== '' ? Number(value) : value === null ? 0 : Number.NaN
      return Number.isInteger(n) ? n : undefined
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : value === 'true' || value === 1 ? true : value === 'false' || value === 0 || value === null ? false : undefined
  }
}

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string }

function validate<T>(schema: Schema, body: unknown): Validated<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'body must be object' }
  const input = body as Record<string, unknown>
  for (const name of schema.required) if (!(name in input)) return { ok: false, message: `body must have required property '${name}'` }
  const value: Record<string, unknown> = {}
  for (const [name, rule] of Object.entries(schema.properties)) {
    if (!(name in input)) continue
    const raw = input[name]
    const v = raw === null || SCALAR.has(typeof raw) ? coerce(raw, rule.type) : undefined
    if (v === undefined) return { ok: false, message: `body/${name} must be ${rule.type}` }
    if (typeof v === 'string') {
      if (rule.pattern && !new RegExp(rule.pattern).test(v)) return { ok: false, message: `body/${name} must match pattern "${rule.pattern}"` }
      if (rule.format && !FORMATS[rule.format](v)) return { ok: false, message: `body/${name} must match format "${rule.format}"` }
      if (rule.enum && !rule.enum.includes(v)) return { ok: false, message: `body/${name} must be equal to one of the allowed values` }
    }
    value[name] = v
  }
  return { ok: true, value: value as T }
}

export const validateChannelRequest = (body: unknown): Validated<ChannelRequest> => validate(CHANNEL_SCHEMA, body)
export const validateAuthenticateRequest = (body: unknown): Validated<AuthenticateRequest> => validate(AUTHENTICATE_SCHEMA, body)
