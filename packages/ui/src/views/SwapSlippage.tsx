import { useId, useState } from 'react'
import { useModalContext } from '../modal/context'
import { formatNumber } from '../utils/format'

/** Percent values offered; anything else is typed in Custom. */
const PRESETS = [0.1, 0.5, 1] as const
const round = (n: number) => Math.round(n * 1e6) / 1e6

/**
 * The most the price may move against the user: native radio buttons in a fieldset (arrow keys, screen readers),
 * and a Custom field taking a percent between 0.01 and 50.
 */
export function SwapSlippage({ value, disabled }: { value: number; disabled: boolean }) {
  const { client, t, locale } = useModalContext()
  const name = useId()
  const percent = round(value * 100)
  const preset = PRESETS.find((p) => p === percent)
  const [custom, setCustom] = useState(preset === undefined ? String(percent) : '')
  const [customOn, setCustomOn] = useState(preset === undefined)
  const typed = Number(custom.replace(',', '.'))
  const invalid = customOn && custom.trim() !== '' && !(typed >= 0.01 && typed <= 50)
  const choose = (p: number) => {
    setCustomOn(false)
    void client.swap.setForm({ slippage: round(p / 100) })
  }
  return (
    <fieldset className="latch-fieldset" data-testid="latch-swap-slippage">
      <legend className="latch-legend">{t('swap.slippage')}</legend>
      <div className="latch-tablist">
        {PRESETS.map((p) => (
          <label key={p} className="latch-tab latch-choice" data-checked={(!customOn && p === preset) || undefined}>
            <input
              type="radio"
              className="latch-sr"
              name={name}
              checked={!customOn && p === preset}
              disabled={disabled}
              data-testid={`latch-swap-slippage-${p}`}
              onChange={() => choose(p)}
            />
            {formatNumber(p / 100, locale, { style: 'percent', maximumFractionDigits: 2 })}
          </label>
        ))}
        <label className="latch-tab latch-choice" data-checked={customOn || undefined}>
          <input
            type="radio"
            className="latch-sr"
            name={name}
            checked={customOn}
            disabled={disabled}
            data-testid="latch-swap-slippage-custom-choice"
            onChange={() => setCustomOn(true)}
          />
          {t('swap.slippageCustom')}
        </label>
      </div>
      {customOn && (
        <>
          <input
            className="latch-input"
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('swap.slippageCustomLabel')}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${name}-err` : undefined}
            value={custom}
            disabled={disabled}
            data-testid="latch-swap-slippage-custom"
            onChange={(e) => {
              setCustom(e.target.value)
              const n = Number(e.target.value.replace(',', '.'))
              if (n >= 0.01 && n <= 50) void client.swap.setForm({ slippage: round(n / 100) })
            }}
          />
          {invalid && (
            <p className="latch-error" id={`${name}-err`} role="alert">
              {t('swap.slippageInvalid')}
            </p>
          )}
        </>
      )}
    </fieldset>
  )
}
