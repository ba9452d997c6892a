import { type FormikContextType, FormikProvider } from 'formik'
import {
  type FormHTMLAttributes,
  type ReactElement,
  type RefObject,
  useEffect,
  useRef,
} from 'react'

/**
 * After each submit attempt that ends invalid (the form's rules, or the server's answer put into
 * Formik's errors), focuses the first control marked aria-invalid, so keyboard and screen-reader
 * users land on what needs fixing. Once per attempt, so fixing one field never pulls the focus
 * away to another. Pass Formik's own state: `useFocusFirstInvalid(ref, formik)`.
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLElement | null>,
  {
    submitCount,
    isSubmitting,
    isValid,
  }: Pick<FormikContextType<unknown>, 'submitCount' | 'isSubmitting' | 'isValid'>,
): void {
  const handled = useRef(0)
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (isValid) return
    // The messages and aria-invalid render in the commit after validation: wait a frame.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }, [submitCount, isSubmitting, isValid, formRef])
}

interface FormikFormProps<Values>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** What useFormik returned. */
  formik: FormikContextType<Values>
  /** The form element, when the caller needs it too; one of its own otherwise. */
  formRef?: RefObject<HTMLFormElement | null>
}

/**
 * The <form> of a useFormik form, as every form of the site has it: Formik's state in context for
 * its FormFields, the browser's own checks off (the yup rules speak instead), and a submit that
 * clears the last outcome (Formik's `status`) before Formik touches every field, validates and
 * calls onSubmit only when the values pass. After an attempt that ends invalid, focus goes to the
 * first invalid field (useFocusFirstInvalid).
 */
export function FormikForm<Values>({
  formik,
  formRef,
  className,
  children,
  ...rest
}: FormikFormProps<Values>): ReactElement {
  const ownRef = useRef<HTMLFormElement>(null)
  const ref = formRef ?? ownRef
  useFocusFirstInvalid(ref, formik)
  return (
    <FormikProvider value={formik}>
      <form
        ref={ref}
        className={className}
        noValidate
        onSubmit={(event) => {
          formik.setStatus(undefined)
          formik.handleSubmit(event)
        }}
        {...rest}
      >
        {children}
      </form>
    </FormikProvider>
  )
}
