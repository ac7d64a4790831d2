import { useId } from 'react'
import type { FeeSpeed, FeeSpeedChoice } from '@latch/core'
import { useModalContext } from '../modal/context'

/**
 * The Send form's fee speed, where the chain prices by it (Bitcoin's fee-rate estimates): native radio buttons in a
 * fieldset, so arrow keys and screen readers work as for any radio group.
 */
export function FeeSpeedPicker({ choice, value, disabled }: { choice: FeeSpeedChoice; value: FeeSpeed | undefined; disabled: boolean }) {
  const { client, t } = useModalContext()
  const name = useId()
  const selected = value && choice.options.includes(value) ? value : choice.default
  return (
    <fieldset className="latch-fieldset" data-testid="latch-send-speed">
      <legend className="latch-legend">{t('send.speed')}</legend>
      <div className="latch-tablist">
        {choice.options.map((speed) => (
          <label key={speed} className="latch-tab latch-choice" data-checked={speed === selected || undefined}>
            <input
              type="radio"
              className="latch-sr"
              name={name}
              value={speed}
              checked={speed === selected}
              disabled={disabled}
              data-testid={`latch-send-speed-${speed}`}
              onChange={() => void client.send.setForm({ feeSpeed: speed })}
            />
            {t(`send.speed.${speed}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
