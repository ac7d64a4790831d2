import type { Logger } from '../state/context'
import type { LatchOptions } from '../types/options'

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const

/** Console logger filtered by `logLevel` (default `error`); everything is prefixed so hosts can filter. */
export function createLogger(level: NonNullable<LatchOptions['logLevel']> = 'error'): Logger {
  const min = LEVELS.indexOf(level)
  const at = (l: (typeof LEVELS)[number]) => (...args: unknown[]) => {
    if (LEVELS.indexOf(l) >= min && l !== 'silent') console[l as 'debug' | 'info' | 'warn' | 'error']('[latch]', ...args)
  }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
