import { type FormikErrors, type FormikTouched, useFormik } from 'formik'
import { type ReactElement, useEffect, useId, useRef, useState } from 'react'
import { object, string } from 'yup'

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

const fieldOrder = ['name', 'email', 'comment'] as const

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

  // After a failed submit, take the visitor to the first field that needs fixing.
  // Only once per attempt, so fixing one field never pulls the focus away to another.
  const { submitCount, isSubmitting, errors } = formik
  const handledAttempt = useRef(0)
  useEffect(() => {
    if (submitCount === handledAttempt.current || isSubmitting) return
    handledAttempt.current = submitCount
    const first = fieldOrder.find((name) => errors[name])
    if (first) document.getElementById(`${id}-${first}`)?.focus()
  }, [submitCount, isSubmitting, errors, id])

  const field = (name: keyof CommentValues) => {
    const error = visibleError(formik.errors, formik.touched, name)
    return {
      id: `${id}-${name}`,
      ...formik.getFieldProps(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      required: true,
    }
  }
  const message = (name: keyof CommentValues) => {
    const error = visibleError(formik.errors, formik.touched, name)
    return error ? (
      <p id={`${id}-${name}-error`} className="form-error">
        {error}
      </p>
    ) : null
  }

  return (
    <form
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
        <div className="form-field">
          <label htmlFor={`${id}-name`}>
            Name <span aria-hidden="true">*</span>
          </label>
          <input type="text" autoComplete="name" {...field('name')} />
          {message('name')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-email`}>
            E-mail <span aria-hidden="true">*</span>
          </label>
          <input type="email" autoComplete="email" {...field('email')} />
          {message('email')}
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-comment`}>
          Comment <span aria-hidden="true">*</span>
        </label>
        <textarea rows={6} {...field('comment')} />
        {message('comment')}
      </div>
      <button type="submit" className="btn btn--primary">
        Post comment
      </button>
      <p role="status" className="comment-form__status">
        {submitted ? MODERATION_MESSAGE : null}
      </p>
    </form>
  )
}

function visibleError(
  errors: FormikErrors<CommentValues>,
  touched: FormikTouched<CommentValues>,
  name: keyof CommentValues,
): string | undefined {
  return touched[name] ? errors[name] : undefined
}
