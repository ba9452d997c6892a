import { FormikProvider, useFormik } from 'formik'
import { type ReactElement, useId, useRef, useState } from 'react'
import { object, string } from 'yup'
import { FormField } from '../../ui/form/FormField'
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid'

interface CommentValues {
  name: string
  email: string
  comment: string
}

const schema = object({
  name: string()
    .trim()
    .required('Please enter your name.')
    .max(100, 'Keep your name under 100 characters.'),
  email: string()
    .trim()
    .required('Please enter your e-mail address.')
    .email('Please enter a valid e-mail address, like name@example.org.'),
  comment: string()
    .trim()
    .required('Please write a comment.')
    .max(2000, 'Keep your comment under 2,000 characters.'),
})

const empty: CommentValues = { name: '', email: '', comment: '' }

export const MODERATION_MESSAGE = 'Your comment is awaiting moderation.'

/**
 * The comment form under every post. Comments are not published anywhere yet, so a valid
 * comment is acknowledged and cleared; nothing leaves the browser.
 */
export function CommentForm(): ReactElement {
  const id = useId()
  const [submitted, setSubmitted] = useState(false)
  const formik = useFormik<CommentValues>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: (_values, { resetForm }) => {
      resetForm()
      setSubmitted(true)
    },
  })

  const formRef = useRef<HTMLFormElement>(null)
  // After a failed submit, take the visitor to the first field that needs fixing.
  useFocusFirstInvalid(formRef, formik)

  return (
    <FormikProvider value={formik}>
      <form
        ref={formRef}
        className="comment-form"
        noValidate
        onSubmit={(event) => {
          setSubmitted(false)
          formik.handleSubmit(event)
        }}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`}>Leave a comment</h2>
        <p className="comment-form__note">
          Your email address will not be published. Required fields are marked{' '}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">as required</span>.
        </p>
        <div className="comment-form__row">
          <FormField name="name" id={`${id}-name`} label="Name" required autoComplete="name" />
          <FormField
            name="email"
            id={`${id}-email`}
            label="E-mail"
            required
            type="email"
            autoComplete="email"
          />
        </div>
        <FormField
          name="comment"
          id={`${id}-comment`}
          label="Comment"
          required
          multiline
          rows={6}
        />
        <button type="submit" className="btn btn--primary">
          Post comment
        </button>
        <p role="status" className="comment-form__status">
          {submitted ? MODERATION_MESSAGE : null}
        </p>
      </form>
    </FormikProvider>
  )
}
