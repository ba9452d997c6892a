import { organisation } from 'virtual:content/organisation'
import { useFormik } from 'formik'
import { type ReactElement, useRef } from 'react'
import { useHydratedAtomValue } from '../../lib/app-store'
import { emailJsSettings } from '../../lib/emailjs-config'
import { t } from '../../lib/i18n/translate'
import { isOnlineNow } from '../../lib/network-status'
import { FormField } from '../../ui/form/FormField'
import { FormikForm } from '../../ui/form/focus-first-invalid'
import { useTypedBeforeHydration } from '../../ui/form/typed-before-hydration'
import type { PackingSession } from './sessions'
import {
  emptySignup,
  NOTE_MAX_LENGTH,
  type SignupValues,
  signupMessage,
  signupSchema,
} from './signup-schema'
import { sessionWhen } from './UpcomingSessions'
import { upcomingSessionsAtom } from './upcoming-sessions-atom'

/** The last submit's outcome, kept in Formik's status; none before the first or while editing. */
type Status = 'saved' | 'sending' | 'error' | undefined

/** Only sessions that go ahead can be chosen. */
const open = (sessions: readonly PackingSession[]) =>
  sessions.filter((s) => s.status !== 'cancelled')

/**
 * Signing up for one or more sessions. The sign-up is saved on the device first, with its
 * message to the team, then sent by the site's outbox when there is a connection (now, or when
 * it comes back, even with the page closed where Background Sync exists).
 *
 * It hydrates when the visitor nears it (LazySignupForm.tsx), so the sessions listed above (null
 * until the page has worked them out) come from a store, as they were when prerendered while it
 * hydrates.
 */
export function SignupForm(): ReactElement {
  const sessions = useHydratedAtomValue(upcomingSessionsAtom, null)
  const configured = Boolean(emailJsSettings?.signupTemplateId)
  const formRef = useRef<HTMLFormElement>(null)

  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      const chosen = open(sessions ?? [])
        .filter((s) => values.sessions.includes(s.id))
        .map((s) => ({
          id: s.id,
          title: s.title,
          label: sessionWhen(s),
          date: s.date,
          startTime: s.startTime,
          endTime: s.endTime,
          place: s.place,
        }))
      try {
        const clean = signupSchema.cast(values, { stripUnknown: true })
        const { submitSignup } = await import('./signup-actions')
        await submitSignup(
          { ...clean, email: clean.email ?? '', sessions: chosen },
          signupMessage(values, chosen),
        )
      } catch (error) {
        console.error('Sign-up could not be saved', error)
        helpers.setStatus('error')
        return
      }
      helpers.resetForm()
      helpers.setStatus(isOnlineNow() ? 'sending' : 'saved')
    },
  })

  useTypedBeforeHydration(formRef, formik)

  const status = formik.status as Status
  const choices = open(sessions ?? [])
  const sessionsError = formik.touched.sessions ? formik.errors.sessions : undefined
  const sessionsErrorText = typeof sessionsError === 'string' ? sessionsError : undefined

  return (
    <section
      className="volunteer__signup roomy-fields"
      aria-labelledby="volunteer-signup"
      data-hydrates-later="signup-form"
    >
      <h2 id="volunteer-signup">{t('volunteer.signup.title')}</h2>
      {!configured ? (
        <p className="callout" data-testid="signup-not-configured">
          {t('volunteer.signup.notConfigured')} {t('volunteer.signup.justCome')}{' '}
          <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
        </p>
      ) : null}
      <p>{t('volunteer.signup.offlineNote')}</p>
      <FormikForm formik={formik} formRef={formRef} aria-label={t('volunteer.signup.formLabel')}>
        <div className="volunteer__grid">
          <FormField
            id="signup-name"
            name="name"
            label={t('contact.name')}
            required
            autoComplete="name"
          />
          <FormField
            id="signup-email"
            name="email"
            label={t('contact.details.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            hint={t('volunteer.signup.emailHint')}
          />
          <FormField
            id="signup-phone"
            name="phone"
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
        </div>
        <fieldset
          className="volunteer__choices"
          aria-describedby={sessionsErrorText ? 'signup-sessions-error' : undefined}
        >
          <legend>
            {t('volunteer.signup.sessions')}
            <span aria-hidden="true"> *</span>
          </legend>
          {sessions === null ? <p>{t('volunteer.signup.workingOut')}</p> : null}
          {choices.map((session, index) => (
            <label key={session.id} className="volunteer__choice">
              <input
                type="checkbox"
                name="sessions"
                value={session.id}
                checked={formik.values.sessions.includes(session.id)}
                onChange={formik.handleChange}
                aria-invalid={sessionsErrorText && index === 0 ? true : undefined}
              />
              {session.status === 'special' ? `${session.title}: ` : null}
              {sessionWhen(session)}
            </label>
          ))}
          <p id="signup-sessions-error" className="form-field__error">
            {sessionsErrorText}
          </p>
        </fieldset>
        <label className="volunteer__choice volunteer__first-time">
          <input
            type="checkbox"
            name="firstTime"
            checked={formik.values.firstTime}
            onChange={formik.handleChange}
          />
          {t('volunteer.signup.firstTime')}
        </label>
        <FormField
          id="signup-note"
          name="note"
          label={t('volunteer.signup.note')}
          multiline
          rows={3}
          hint={t('volunteer.signup.noteHint', {
            count: formik.values.note.length,
            max: NOTE_MAX_LENGTH,
          })}
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={formik.isSubmitting || !configured}
        >
          {formik.isSubmitting ? t('volunteer.signup.saving') : t('volunteer.signup.submit')}
        </button>
        <div className="volunteer__form-status" role="status" aria-live="polite">
          {status === 'saved' ? <p>{t('volunteer.signup.saved')}</p> : null}
          {status === 'sending' ? <p>{t('volunteer.signup.sending')}</p> : null}
          {status === 'error' ? (
            <p className="form-field__error">{t('volunteer.signup.error')}</p>
          ) : null}
        </div>
      </FormikForm>
    </section>
  )
}
