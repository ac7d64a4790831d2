import type { SwapTokenOption } from '@latch/core'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { errorText } from '../i18n/errorText'
import { useModalContext } from '../modal/context'
import { IconButton } from '../primitives/IconButton'
import { Spinner } from '../primitives/Spinner'
import { formatBalance } from '../utils/format'
import { safeImageUrl } from '../utils/safeUrl'
import { Img } from '../primitives/Img'

/** A token matches when the query is part of its symbol, its name, or its asset id (so a pasted address finds it). */
export function matchesToken(token: SwapTokenOption, query: string): boolean {
  const q = query.trim().toLowerCase()
  return !q || token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q) || token.asset.toLowerCase().includes(q)
}

export interface SwapTokenPickerProps {
  /** "You pay" or "You receive": which side the pick is for. */
  side: string
  tokens: { status: 'idle' | 'loading' | 'ready' | 'error'; items: readonly SwapTokenOption[]; error?: unknown }
  selected?: string
  onPick(token: SwapTokenOption): void
  onClose(): void
}

/**
 * The token list in place of the form: a search box that is a combobox over a listbox (arrow keys move, Enter picks, Escape
 * closes), so the keyboard never leaves the field; the focus starts in the search and the opener gets it back.
 */
export function SwapTokenPicker({ side, tokens, selected, onPick, onClose }: SwapTokenPickerProps) {
  const { t, locale } = useModalContext()
  const id = useId()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const search = useRef<HTMLInputElement>(null)
  const items = useMemo(() => tokens.items.filter((token) => matchesToken(token, query)), [tokens.items, query])
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const input = search.current
    if (!input) return
    input.focus()
    // Escape closes the picker, not the modal: the modal's own listener is native, on the dialog, so this one is too.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.stopPropagation()
      close.current()
    }
    input.addEventListener('keydown', onKey)
    return () => input.removeEventListener('keydown', onKey)
  }, [])
  const current = items[Math.min(active, items.length - 1)]
  const optionId = (i: number) => `${id}-o${i}`
  const keyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (items.length ? (Math.min(i, items.length - 1) + step + items.length) % items.length : 0))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      if (current) onPick(current)
    }
  }
  return (
    // A region in place of the form, not a nested dialog: the modal is the one dialog.
    <section aria-labelledby={`${id}-title`} className="latch-form" data-testid="latch-swap-picker">
      <div className="latch-split">
        <h3 className="latch-subtitle latch-grow" id={`${id}-title`}>
          {t('swap.pickerTitle', { side })}
        </h3>
        <IconButton icon="close" label={t('modal.close')} data-testid="latch-swap-picker-close" onClick={onClose} />
      </div>
      <input
        ref={search}
        type="search"
        className="latch-input"
        role="combobox"
        aria-label={t('swap.search')}
        placeholder={t('swap.search')}
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={current ? optionId(items.indexOf(current)) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        data-testid="latch-swap-token-search"
        onKeyDown={keyDown}
        onChange={(e) => {
          setQuery(e.target.value)
          setActive(0)
        }}
      />
      {tokens.status === 'loading' && <Spinner label={t('swap.tokensLoading')} />}
      {tokens.error !== undefined && (
        <p className="latch-error" role="alert" data-testid="latch-swap-tokens-error">
          {t('swap.tokensError', { detail: errorText(t, tokens.error) })}
        </p>
      )}
      <p className="latch-sr" aria-live="polite">
        {items.length ? t('swap.tokenCount', { count: String(items.length) }) : t('swap.noTokens')}
      </p>
      {items.length === 0 && tokens.status !== 'loading' && <p className="latch-muted">{t('swap.noTokens')}</p>}
      <div className="latch-list" role="listbox" id={`${id}-list`} aria-label={t('swap.pickerTitle', { side })}>
        {items.map((token, i) => {
          const icon = safeImageUrl(token.iconUrl)
          return (
            // The search box keeps the focus (aria-activedescendant); a click picks too.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled on the combobox
            <div
              key={token.asset}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={token.asset === selected}
              className="latch-token"
              data-active={token === current || undefined}
              style={token === current ? { outline: '2px solid var(--latch-accent)', outlineOffset: '-2px', cursor: 'pointer' } : { cursor: 'pointer' }}
              data-testid={`latch-swap-token-option-${token.symbol}`}
              onMouseEnter={() => setActive(i)}
              onClick={() => onPick(token)}
            >
              <span className="latch-lead" aria-hidden="true">
                {icon ? <Img src={icon} alt="" width={24} height={24} /> : <span className="latch-img" style={{ width: 24, height: 24 }}>{token.symbol.slice(0, 1)}</span>}
              </span>
              <span className="latch-token-name">
                <strong>{token.symbol}</strong> <span className="latch-muted">{token.name}</span>
              </span>
              {token.balance !== undefined && <span className="latch-muted">{formatBalance(token.balance, undefined, locale)}</span>}
            </div>
          )
        })}
      </div>
    </section>
  )
}
