import { useFormik } from 'formik'
import { type ReactElement, useId } from 'react'
import { object, string } from 'yup'
import { groupDigits } from '../../lib/digits'
import { t } from '../../lib/i18n/translate'
import { FormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'

interface CommentValues {
  name: string
  email: string
  comment: string
}

const COMMENT_MAX_LENGTH = 2000

// Messages in the page's language, read when shown (functions for yup), not when this module loads.
const schema = object({
  name: string()
    .trim()
    .required(() => t('blog.comments.nameRequired'))
    .max(100, () => t('blog.comments.nameTooLong')),
  email: string()
    .trim()
    .required(() => t('blog.comments.emailRequired'))
    .email(() => t('blog.comments.emailInvalid')),
  comment: string()
    .trim()
    .required(() => t('blog.comments.commentRequired'))
    .max(COMMENT_MAX_LENGTH, () =>
      t('blog.comments.commentTooLong', { max: groupDigits(COMMENT_MAX_LENGTH) }),
    ),
})

const empty: CommentValues = { name: '', email: '', comment: '' }

/**
 * The comment form under every post. Comments are not published anywhere yet, so a valid
 * comment is acknowledged and cleared; nothing leaves the browser.
 */
export function CommentForm(): ReactElement {
  const id = useId()
  const formik = useFormik<CommentValues>({
    initialValues: empty,
    validationSchema: schema,
    onSubmit: (_values, { resetForm, setStatus }) => {
      resetForm()
      setStatus('submitted')
    },
  })

  return (
    <FormikForm formik={formik} className="comment-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('blog.comments.title')}</h2>
      <p className="comment-form__note">
        {t('blog.comments.note')} <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t('blog.comments.asRequired')}</span>.
      </p>
      <div className="comment-form__row">
        <FormField
          name="name"
          id={`${id}-name`}
          label={t('contact.name')}
          required
          autoComplete="name"
        />
        <FormField
          name="email"
          id={`${id}-email`}
          label={t('contact.details.email')}
          required
          type="email"
          autoComplete="email"
        />
      </div>
      <FormField
        name="comment"
        id={`${id}-comment`}
        label={t('blog.comments.comment')}
        required
        multiline
        rows={6}
      />
      <button type="submit" className="btn btn--primary">
        {t('blog.comments.submit')}
      </button>
      <p role="status" className="comment-form__status">
        {formik.status === 'submitted' ? t('blog.comments.moderation') : null}
      </p>
    </FormikForm>
  )
}
