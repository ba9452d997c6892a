import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { MinusIcon, PlusIcon } from './shop-icons'
import './shop-forms.css'

interface Props {
  id: string
  /** Accessible name of the box, e.g. "Quantity of Enamel Tea Mug". */
  label: string
  /** Show the label above the box rather than only to assistive tech. */
  showLabel?: boolean
  value: string
  onChange: (typed: string) => void
  onDecrement: () => void
  onIncrement: () => void
  canDecrement: boolean
  canIncrement: boolean
  error?: string
}

/** A quantity box with minus and plus buttons; what is typed is checked by the caller. */
export function QuantityField({
  id,
  label,
  showLabel = false,
  value,
  onChange,
  onDecrement,
  onIncrement,
  canDecrement,
  canIncrement,
  error,
}: Props): ReactElement {
  const errorId = `${id}-error`
  return (
    <div className="qty-field">
      <label htmlFor={id} className={showLabel ? 'qty-field__label' : 'visually-hidden'}>
        {label}
      </label>
      <div className={`qty-field__box${error ? ' qty-field__box--invalid' : ''}`}>
        <button
          type="button"
          className="qty-field__step"
          onClick={onDecrement}
          disabled={!canDecrement}
          aria-label={t('shop.quantity.decrease', { label: label.toLowerCase() })}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          className="qty-field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          size={3}
        />
        <button
          type="button"
          className="qty-field__step"
          onClick={onIncrement}
          disabled={!canIncrement}
          aria-label={t('shop.quantity.increase', { label: label.toLowerCase() })}
        >
          <PlusIcon />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
