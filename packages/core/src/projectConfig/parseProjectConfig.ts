/**
 * A project-config answer is untrusted input: anything but a `RemoteProjectConfig` is a failed fetch (the
 * host's options then stand), never a half-applied one.
 */
import { remoteFeaturesIssues } from '../options/remoteFeatures'
import type { RemoteProjectConfig } from '../types/options'
import { isRecord, isStringArray } from '../validation/issues'

export class InvalidProjectConfigError extends Error {
  override name = 'InvalidProjectConfigError'
}

export function parseProjectConfig(value: unknown): RemoteProjectConfig {
  if (!isRecord(value)) throw new InvalidProjectConfigError('The project config is not a JSON object')
  const problems = value.features === undefined ? [] : remoteFeaturesIssues(value.features, 'features')
  if (value.allowedOrigins !== undefined && !isStringArray(value.allowedOrigins)) problems.push({ path: 'allowedOrigins', message: 'Must be a list of origins' })
  if (value.verified !== undefined && typeof value.verified !== 'boolean') problems.push({ path: 'verified', message: 'Must be true or false' })
  if (problems.length > 0) throw new InvalidProjectConfigError(`The project config is malformed: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`)
  return {
    ...(value.features !== undefined && { features: value.features as RemoteProjectConfig['features'] }),
    ...(value.allowedOrigins !== undefined && { allowedOrigins: value.allowedOrigins as string[] }),
    ...(typeof value.verified === 'boolean' && { verified: value.verified }),
  }
}
