import type { ReactElement, ReactNode } from 'react'
import { FieldError, useFormField } from './FormField'
import './choice-field.css'

interface Choice<T extends string> {
  value: T
  label: ReactNode
}

interface ChoiceFieldProps<T extends string> {
  name: string
  /** The group's name, read by screen readers before each choice. */
  legend: string
  choices: readonly Choice<T>[]
  /** Prefix for the radio buttons' ids (useId() of the form). */
  id: string
}

/**
 * One choice among a few, as radio buttons in a fieldset: the arrow keys move between them, and
 * the legend names the group. Wired to Formik like FormField; the error shows under the group
 * (only a server can produce one, since the form always holds one of the choices).
 */
export function ChoiceField<T extends string>({
  name,
  legend,
  choices,
  id,
}: ChoiceFieldProps<T>): ReactElement {
  const wiring = useFormField(name, { id: `${id}-${name}` })
  return (
    <fieldset className="choice-field">
      <legend className="choice-field__legend">{legend}</legend>
      <div className="choice-field__options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-field__option">
            <input
              type="radio"
              {...wiring.control}
              id={`${id}-${name}-${choice.value}`}
              value={choice.value}
              checked={wiring.control.value === choice.value}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError wiring={wiring} />
    </fieldset>
  )
}
