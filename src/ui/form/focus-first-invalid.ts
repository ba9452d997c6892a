import { type RefObject, useEffect, useRef } from 'react'

/**
 * Moves focus to the first control in `form` marked aria-invalid, so keyboard and screen-reader
 * users land on what needs fixing. Waits a frame: the messages and aria-invalid render in the
 * commit after validation.
 */
export function focusFirstInvalid(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}

export interface SubmitState {
  submitCount: number
  isSubmitting: boolean
  isValid: boolean
}

/**
 * After each submit attempt that ends invalid (the form's rules, or the server's answer put into
 * Formik's errors), focuses the first invalid field. Once per attempt, so fixing one field never
 * pulls the focus away to another. Pass Formik's own state: `useFocusFirstInvalid(ref, formik)`.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLElement | null>,
  { submitCount, isSubmitting, isValid }: SubmitState,
): void {
  const handled = useRef(0)
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (!isValid) focusFirstInvalid(formRef.current)
  }, [submitCount, isSubmitting, isValid, formRef])
}
