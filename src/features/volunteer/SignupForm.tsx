import { FormikProvider, useFormik } from 'formik'
import { type FormEvent, type ReactElement, useRef, useState } from 'react'
import { organisation } from '../../content/organisation'
import { useHydratedAtomValue } from '../../lib/app-store'
import { emailJsSettings } from '../../lib/emailjs-config'
import { isOnlineNow } from '../../lib/network-status'
import { FormField } from '../../ui/form/FormField'
import { focusFirstInvalid } from '../../ui/form/focus-first-invalid'
import { useTypedBeforeHydration } from '../../ui/form/typed-before-hydration'
import type { PackingSession } from './sessions'
import {
  emptySignup,
  NOTE_MAX_LENGTH,
  type SignupField,
  type SignupValues,
  signupFields,
  signupMessage,
  signupSchema,
} from './signup-schema'
import { sessionWhen } from './UpcomingSessions'
import { upcomingSessionsAtom } from './upcoming-sessions-atom'

export const signupText = {
  saved: 'Saved on this phone, will be sent when you are online.',
  sending: 'Thank you! Your sign-up is on its way to the team.',
  notConfigured: 'Signing up online is not configured for this copy of the site.',
  error: 'Your sign-up could not be saved on this device. Please try again.',
} as const

type Status = 'idle' | 'saved' | 'sending' | 'error'

const allTouched = Object.fromEntries(signupFields.map((f) => [f, true])) as Record<
  SignupField,
  boolean
>

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
  const [status, setStatus] = useState<Status>('idle')
  const formRef = useRef<HTMLFormElement>(null)

  const formik = useFormik<SignupValues>({
    initialValues: emptySignup,
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      const chosen = open(sessions ?? []).filter((s) => values.sessions.includes(s.id))
      const named = chosen.map((s) => ({ id: s.id, label: sessionWhen(s), place: s.place }))
      try {
        const clean = signupSchema.cast(values, { stripUnknown: true })
        const { submitSignup } = await import('./signup-actions')
        await submitSignup(
          {
            sessions: chosen.map((s) => ({
              id: s.id,
              title: s.title,
              label: sessionWhen(s),
              date: s.date,
              startTime: s.startTime,
              endTime: s.endTime,
              place: s.place,
            })),
            name: clean.name,
            email: clean.email ?? '',
            phone: clean.phone,
            firstTime: clean.firstTime,
            note: clean.note,
          },
          signupMessage(values, named),
        )
      } catch (error) {
        console.error('Sign-up could not be saved', error)
        setStatus('error')
        return
      }
      helpers.resetForm()
      setStatus(isOnlineNow() ? 'sending' : 'saved')
    },
  })

  useTypedBeforeHydration(formRef, formik)

  async function attemptSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (formik.isSubmitting) return
    void formik.setTouched(allTouched, false)
    const errors = await formik.validateForm()
    if (signupFields.some((field) => errors[field])) {
      setStatus('idle')
      focusFirstInvalid(formRef.current)
      return
    }
    await formik.submitForm()
  }

  const choices = open(sessions ?? [])
  const sessionsError = formik.touched.sessions ? formik.errors.sessions : undefined
  const sessionsErrorText = typeof sessionsError === 'string' ? sessionsError : undefined

  return (
    <section
      className="volunteer__signup"
      aria-labelledby="volunteer-signup"
      data-hydrates-later="signup-form"
    >
      <h2 id="volunteer-signup">Sign up for a session</h2>
      {!configured ? (
        <p className="volunteer__notice" data-testid="signup-not-configured">
          {signupText.notConfigured} Just come along, or write to{' '}
          <a href={`mailto:${organisation.email}`}>{organisation.email}</a>.
        </p>
      ) : null}
      <p>
        Works without a signal: your sign-up is kept on this phone and sent as soon as you are
        online.
      </p>
      <FormikProvider value={formik}>
        <form ref={formRef} noValidate onSubmit={attemptSubmit} aria-label="Volunteer sign-up">
          <div className="volunteer__grid">
            <FormField id="signup-name" name="name" label="Name" required autoComplete="name" />
            <FormField
              id="signup-email"
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              inputMode="email"
              hint="E-mail or phone: at least one"
            />
            <FormField
              id="signup-phone"
              name="phone"
              label="Phone"
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
              Sessions<span aria-hidden="true"> *</span>
            </legend>
            {sessions === null ? <p>Working out the dates…</p> : null}
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
            This is my first time volunteering with you
          </label>
          <FormField
            id="signup-note"
            name="note"
            label="Note (optional)"
            multiline
            rows={3}
            hint={`Anything the team should know. ${formik.values.note.length} / ${NOTE_MAX_LENGTH} characters`}
          />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={formik.isSubmitting || !configured}
          >
            {formik.isSubmitting ? 'Saving…' : 'Sign up'}
          </button>
          <div className="volunteer__form-status" role="status" aria-live="polite">
            {status === 'saved' ? <p>{signupText.saved}</p> : null}
            {status === 'sending' ? <p>{signupText.sending}</p> : null}
            {status === 'error' ? <p className="form-field__error">{signupText.error}</p> : null}
          </div>
        </form>
      </FormikProvider>
    </section>
  )
}
