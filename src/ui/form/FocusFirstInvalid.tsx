import { useFormikContext } from 'formik'
import type { RefObject } from 'react'
import { useFocusFirstInvalid } from './focus-first-invalid'

/**
 * useFocusFirstInvalid for a form written with <Formik>{() => ...}</Formik>, where the form's
 * state is only in context: render it inside the form.
 */
export function FocusFirstInvalid({
  formRef,
}: {
  formRef: RefObject<HTMLFormElement | null>
}): null {
  useFocusFirstInvalid(formRef, useFormikContext())
  return null
}
