import type { ReactElement } from 'react'
import { t } from '../../lib/i18n/translate'
import { MAX_QUANTITY, MIN_QUANTITY } from '../../lib/quantity'
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
  /** The quantity the steps start from; null while the box holds no valid one (only plus works). */
  qty: number | null
  onStep: (by: 1 | -1) => void
  error?: string
}

/** A quantity box with minus and plus buttons; what is typed is checked by the caller. */
export function QuantityField({
  id,
  label,
  showLabel = false,
  value,
  onChange,
  qty,
  onStep,
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
          onClick={() => onStep(-1)}
          disabled={qty === null || qty <= MIN_QUANTITY}
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
          onClick={() => onStep(1)}
          disabled={qty !== null && qty >= MAX_QUANTITY}
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
