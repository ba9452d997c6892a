import { type FormikContextType, FormikProvider } from 'formik'
import {
  type FormHTMLAttributes,
  type ReactElement,
  type RefObject,
  useEffect,
  useRef,
} from 'react'

interface FormikFormProps<Values>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** What useFormik returned. */
  formik: FormikContextType<Values>
  /** The form element, when the caller needs it too; one of its own otherwise. */
  formRef?: RefObject<HTMLFormElement | null>
  /** Told of each submit attempt that ends invalid, as the focus moves to the field to fix. */
  onInvalid?: () => void
}

/**
 * The <form> of a useFormik form, as every form of the site has it: Formik's state in context for
 * its FormFields, the browser's own checks off (the yup rules speak instead), and a submit that
 * clears the last outcome (Formik's `status`) before Formik touches every field, validates and
 * calls onSubmit only when the values pass. After each attempt that ends invalid (the form's rules,
 * or the server's answer put into Formik's errors), focus goes to the first invalid field: once per
 * attempt, so fixing one field never pulls the focus away to another.
 */
export function FormikForm<Values>({
  formik,
  formRef,
  onInvalid,
  className,
  children,
  ...rest
}: FormikFormProps<Values>): ReactElement {
  const ownRef = useRef<HTMLFormElement>(null)
  const ref = formRef ?? ownRef
  const handled = useRef(0)
  const { submitCount, isSubmitting, isValid } = formik
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return
    handled.current = submitCount
    if (isValid) return
    // The messages and aria-invalid render in the commit after validation: wait a frame.
    requestAnimationFrame(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
    onInvalid?.()
  }, [submitCount, isSubmitting, isValid, ref, onInvalid])
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
