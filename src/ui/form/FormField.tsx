import { useField } from 'formik'
import type { InputHTMLAttributes, ReactElement } from 'react'
import './form-field.css'

/**
 * The site's form fields. Every form is a Formik form (a <FormikForm>; <Formik> in tests) checked
 * by a yup schema, and every field is a <FormField name label ... />:
 *
 *   <FormField name="email" label="Email" required type="email" autoComplete="email" />
 *   <FormField name="message" label="Message" required multiline rows={7} hint="0 / 2000" />
 *
 * It renders the label (a required field gets a visual "*", hidden from screen readers, which
 * hear aria-required instead), the input or textarea, and under it the field's error and hint,
 * tied to the control with aria-describedby; aria-invalid is set while the error shows. The error
 * shows once the field was left or a submit was tried (touchOnInput: from the first keystroke).
 * Other input attributes (type, autoComplete, inputMode, maxLength, ...) pass through. A control
 * that needs its own markup (a prefixed amount, radio stars) takes the same wiring from
 * useFormField. A useFormik form renders in <FormikForm> (focus-first-invalid.tsx).
 */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string
  label: string
  required?: boolean
  /** Renders a textarea instead of an input. */
  multiline?: boolean
  rows?: number
  /** Help shown under the control, always (e.g. a character count). */
  hint?: string
  /** Marks the field touched on the first keystroke, so a broken rule shows while typing. */
  touchOnInput?: boolean
  /** Added to the wrapper (e.g. a grid placement). */
  className?: string
}

/** The id, Formik binding and ARIA wiring of one field, for controls with their own markup. */
export function useFormField(
  name: string,
  {
    id,
    hint = false,
    required = false,
    touchOnInput = false,
  }: { id?: string; hint?: boolean; required?: boolean; touchOnInput?: boolean } = {},
) {
  const [field, meta, helpers] = useField<string>(name)
  const inputId = id ?? `field-${name}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const error = meta.touched && meta.error ? meta.error : undefined
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return {
    id: inputId,
    errorId,
    hintId,
    /** The message to show, once the field was left or a submit was tried; undefined otherwise. */
    error,
    /** Spread on the control: Formik's value and handlers plus the ARIA wiring. */
    control: {
      id: inputId,
      name,
      value: field.value ?? '',
      onChange: touchOnInput
        ? (event: { target: { value: string } }) => {
            void helpers.setTouched(true, false)
            void helpers.setValue(event.target.value, true)
          }
        : field.onChange,
      onBlur: field.onBlur,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required || undefined,
    },
  }
}

/** A field's error message, kept in the DOM while empty so it can be announced in place. */
export function FieldError({ wiring }: { wiring: ReturnType<typeof useFormField> }): ReactElement {
  return (
    <p id={wiring.errorId} className="form-field__error">
      {wiring.error}
    </p>
  )
}

export function FormField({
  name,
  label,
  required = false,
  multiline = false,
  rows = 5,
  hint,
  touchOnInput = false,
  id,
  className,
  ...rest
}: FormFieldProps): ReactElement {
  const wiring = useFormField(name, { id, hint: Boolean(hint), required, touchOnInput })
  return (
    <div className={`form-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={wiring.id} className="form-field__label">
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...wiring.control} rows={rows} className="form-field__control" />
      ) : (
        <input type="text" {...rest} {...wiring.control} className="form-field__control" />
      )}
      <div className="form-field__meta">
        <FieldError wiring={wiring} />
        {hint ? (
          <p id={wiring.hintId} className="form-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
