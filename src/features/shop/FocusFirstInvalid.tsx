import { useFormikContext } from 'formik'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * After a submit attempt that failed validation, moves focus to the first field marked invalid,
 * so keyboard and screen-reader users land on what needs fixing. Render it inside a Formik form.
 */
export function FocusFirstInvalid({
  formRef,
}: {
  formRef: RefObject<HTMLFormElement | null>
}): null {
  const { submitCount, isSubmitting, isValid } = useFormikContext()
  const handled = useRef(0)
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (isValid) return
    // Wait a frame: the messages and aria-invalid render in the commit after validation.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }, [submitCount, isSubmitting, isValid, formRef])
  return null
}
