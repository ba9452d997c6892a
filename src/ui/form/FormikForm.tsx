import { type FormikContextType, FormikProvider } from 'formik'
import { type FormHTMLAttributes, type ReactElement, type RefObject, useRef } from 'react'
import { useFocusFirstInvalid } from './focus-first-invalid'

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
