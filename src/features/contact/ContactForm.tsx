import { organisation } from 'virtual:content/organisation'
import { useFormik } from 'formik'
import { type ReactElement, useEffect } from 'react'
import { getOutbox } from '../../db/app-outbox'
import { useDatabaseConnection } from '../../db/lazy-database'
import type { SubmitResult } from '../../db/outbox-runner'
import { emailJsSettings } from '../../lib/emailjs-config'
import { t } from '../../lib/i18n/translate'
import { FormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { ContactFormOutbox } from './ContactFormOutbox'
import {
  type ContactField,
  type ContactMessage,
  cleanContactMessage,
  contactSchema,
  emptyContactMessage,
  MESSAGE_MAX_LENGTH,
} from './contact-schema'
import { parseSubjectParam } from './subject-param'
import './contact-form.css'

/** The last submit's outcome, kept in Formik's status; none before the first or while editing. */
type FormStatus = SubmitResult | { kind: 'error' } | undefined

type ContactFormValues = ContactMessage & { website: string }

const initialValues: ContactFormValues = { ...emptyContactMessage, website: '' }

/**
 * The contact form (a link may fill in its subject): validated with yup, then written to the
 * outbox and sent (see outbox.ts).
 * Every outcome is said in words in a live region, and this device's messages are listed below.
 */
export function ContactForm(): ReactElement {
  const configured = emailJsSettings !== null
  // Null until the database has opened after mount, so the prerendered HTML matches.
  const connection = useDatabaseConnection()

  const formik = useFormik<ContactFormValues>({
    initialValues,
    validationSchema: contactSchema,
    onSubmit: async (values, helpers) => {
      // The honeypot is invisible to people; only a form-filling bot writes in it.
      if (values.website.trim() !== '') {
        helpers.resetForm()
        helpers.setStatus({ kind: 'sent' })
        return
      }
      let result: FormStatus
      try {
        result = await getOutbox().submit(cleanContactMessage(values))
      } catch (error) {
        console.error('Contact message could not be saved', error)
        result = { kind: 'error' }
      }
      // The message is safe in the outbox (or gone out): the form can take the next one.
      if (result.kind === 'sent' || result.kind === 'offline' || result.kind === 'queued') {
        helpers.resetForm()
      }
      helpers.setStatus(result)
    },
  })

  // A link may name the subject: /contact?subject=... Read here, after hydration, rather than by
  // the route: the prerendered form (built without a query) starts empty, filling it in the
  // first render would not match that HTML, and the route's own code runs at every page's start.
  const { setFieldValue } = formik
  useEffect(() => {
    const subject = parseSubjectParam(new URLSearchParams(window.location.search).get('subject'))
    if (subject) void setFieldValue('subject', subject, false)
  }, [setFieldValue])

  return (
    <div className="contact-form roomy-fields">
      <h2 className="contact-form__title">{t('contact.title')}</h2>
      {!configured && (
        <p className="callout" data-testid="contact-not-configured">
          {`${t('contact.notConfigured')} ${t('contact.writeInstead')}`}{' '}
          <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
        </p>
      )}
      {configured && connection?.persistent === false && (
        <p className="callout">{t('contact.notKept')}</p>
      )}
      <FormikForm formik={formik} aria-label={t('contact.formLabel')}>
        <div className="contact-form__grid">
          <RequiredField name="name" label={t('contact.name')} autoComplete="name" />
          <RequiredField
            name="email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <RequiredField
            name="phone"
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <RequiredField name="subject" label={t('contact.subject')} autoComplete="off" />
          <RequiredField
            name="message"
            label={t('contact.message')}
            multiline
            rows={7}
            className="contact-form__field--wide"
            hint={t('contact.characters', {
              count: formik.values.message.length,
              max: MESSAGE_MAX_LENGTH,
            })}
          />
          <div className="contact-form__honeypot" aria-hidden="true">
            <label htmlFor="contact-website">{t('contact.honeypot')}</label>
            <input
              id="contact-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={formik.values.website}
              onChange={formik.handleChange}
            />
          </div>
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('contact.sending') : t('contact.send')}
          </button>
          <p className="contact-form__required-note">
            {t('contact.requiredBefore')} <span aria-hidden="true">*</span>
            <span className="visually-hidden">{t('contact.requiredAsterisk')}</span>{' '}
            {t('contact.requiredAfter')}
          </p>
        </div>
        <div className="contact-form__status" role="status" aria-live="polite">
          <StatusMessage status={formik.status as FormStatus} />
        </div>
      </FormikForm>
      <ContactFormOutbox />
    </div>
  )
}

/** Every contact field is required and shows a broken rule from the first keystroke. */
function RequiredField(
  props: Parameters<typeof FormField>[0] & { name: ContactField },
): ReactElement {
  return <FormField id={`contact-${props.name}`} required touchOnInput {...props} />
}

function StatusMessage({ status }: { status: FormStatus }): ReactElement | null {
  switch (status?.kind) {
    case undefined:
      return null
    case 'sent':
      return <p className="contact-form__message contact-form__message--ok">{t('contact.sent')}</p>
    case 'offline':
      return (
        <p className="contact-form__message contact-form__message--wait">{t('contact.offline')}</p>
      )
    case 'queued':
      return (
        <p className="contact-form__message contact-form__message--wait">{t('contact.queued')}</p>
      )
    case 'not-configured':
      return (
        <p className="contact-form__message contact-form__message--error">
          {t('contact.notConfigured')} Your message was not sent; please e-mail {organisation.email}
          .
        </p>
      )
    case 'failed':
      return (
        <div className="contact-form__message contact-form__message--error">
          <p>{t('contact.failed')}</p>
          <p className="contact-form__reason">{status.reason}</p>
        </div>
      )
    case 'error':
      return (
        <p className="contact-form__message contact-form__message--error">{t('contact.failed')}</p>
      )
  }
}
