import { useField } from 'formik'
import type { InputHTMLAttributes, ReactElement } from 'react'
import './shop-forms.css'

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string
  label: string
  required?: boolean
  /** Renders a textarea instead of an input. */
  multiline?: boolean
  hint?: string
}

/**
 * A labelled Formik field whose message sits under it, tied to it with aria-describedby, shown
 * once the field was left or a submit was tried.
 */
export function FormField({
  name,
  label,
  required = false,
  multiline = false,
  hint,
  id,
  className,
  ...rest
}: Props): ReactElement {
  const [field, meta] = useField(name)
  const inputId = id ?? `field-${name}`
  const error = meta.touched && meta.error ? meta.error : undefined
  const describedBy =
    [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
    undefined
  const common = {
    ...field,
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  }
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className="form-field__label">
        {label}
        {required ? ' *' : ''}
      </label>
      {hint ? (
        <p id={`${inputId}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={5} className="form-field__control" />
      ) : (
        <input type="text" {...rest} {...common} className="form-field__control" />
      )}
      {error ? (
        <p id={`${inputId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
