import type { FormikProps } from 'formik'
import type { ReactElement } from 'react'
import type { ContactField, ContactMessage } from './contact-schema'

interface ContactFormFieldProps {
  formik: FormikProps<ContactFormValues>
  name: ContactField
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel'
  multiline?: boolean
  hint?: string
}

export type ContactFormValues = ContactMessage & { website: string }

export function fieldId(name: ContactField): string {
  return `contact-${name}`
}

/** One labelled field; its message is tied to it with aria-describedby and aria-invalid. */
export function ContactFormField({
  formik,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  multiline = false,
  hint,
}: ContactFormFieldProps): ReactElement {
  const id = fieldId(name)
  const error = formik.touched[name] ? formik.errors[name] : undefined
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  const common = {
    id,
    name,
    value: formik.values[name],
    // Touched on the first keystroke, so a rule broken while typing shows at once.
    onChange: (event: { target: { value: string } }) => {
      void formik.setFieldTouched(name, true, false)
      void formik.setFieldValue(name, event.target.value, true)
    },
    onBlur: formik.handleBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': true,
    autoComplete,
    inputMode,
  }
  return (
    <div className={`contact-form__field${multiline ? ' contact-form__field--wide' : ''}`}>
      <label htmlFor={id}>
        {label}{' '}
        <span className="contact-form__required" aria-hidden="true">
          *
        </span>
      </label>
      {multiline ? <textarea rows={7} {...common} /> : <input type={type} {...common} />}
      {/* The line is kept even when empty: a message appearing on blur must not push the
          submit button away from under the pointer that is clicking it. */}
      <div className="contact-form__meta">
        <p id={errorId} className="contact-form__error">
          {error}
        </p>
        {hint && (
          <p id={hintId} className="contact-form__hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  )
}
