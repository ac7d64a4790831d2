/** Theme rules (spec §5: theme mode is light or dark). */
import * as v from 'valibot'

export const themeModeSchema = v.picklist(['light', 'dark'])

const cssValue = v.pipe(
  v.string(),
  // Values land in CSS custom properties; braces, semicolons and url() could smuggle rules or requests.
  v.check((s) => !/[;{}<>]|url\(|expression\(/i.test(s), 'Theme values may not contain ; { } < > url() or expression()'),
)

export const themeVariablesSchema = v.strictObject({
  '--w3m-font-family': v.optional(cssValue),
  '--w3m-accent': v.optional(cssValue),
  '--w3m-color-mix': v.optional(cssValue),
  '--w3m-color-mix-strength': v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  '--w3m-font-size-master': v.optional(cssValue),
  '--w3m-border-radius-master': v.optional(cssValue),
  '--w3m-z-index': v.optional(v.pipe(v.number(), v.integer())),
  '--w3m-modal-width': v.optional(cssValue),
  '--w3m-qr-color': v.optional(cssValue),
})
