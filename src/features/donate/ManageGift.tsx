import { byLocale as organisationByLocale } from 'virtual:content/organisation'
import { type ReactElement, useState } from 'react'
import { config } from '../../lib/client-config'
import { localized } from '../../lib/i18n/localized'
import { t } from '../../lib/i18n/translate'
import { type PortalOutcome, requestPortal } from './portal-session'

interface ManageGiftProps {
  /** The session Stripe returned the donor with: the proof our server asks Stripe about. */
  sessionId: string
}

const REFUSED = {
  incomplete: 'donate.manage.incomplete',
  'not-monthly': 'donate.manage.notMonthly',
  'too-old': 'donate.manage.tooOld',
  // Not met in practice (the page shows the button only for a session Stripe found); the login
  // link is the way in all the same.
  'bad-session-id': 'donate.manage.tooOld',
} as const

/**
 * "Manage your monthly gift": Stripe's customer portal, where the donor stops, pauses or changes
 * the card behind the gift. When our server refuses the session as proof, the portal's e-mailed
 * login link is offered (when the build has it); when Stripe will not open the portal, the
 * collective's address.
 */
export function ManageGift({ sessionId }: ManageGiftProps): ReactElement {
  const [state, setState] = useState<PortalOutcome | 'idle' | 'opening'>('idle')
  const { organisation } = localized(organisationByLocale)
  const email = organisation.email

  const open = async () => {
    setState('opening')
    const outcome = await requestPortal(sessionId)
    if (outcome.kind === 'portal') window.location.assign(outcome.url)
    setState(outcome)
  }

  return (
    <div className="manage-gift">
      <p>{t('donate.manage.help')}</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => void open()}
        disabled={state === 'opening'}
        aria-describedby={typeof state === 'object' ? 'manage-gift-problem' : undefined}
      >
        {state === 'opening' ? t('donate.manage.opening') : t('donate.manage.button')}
      </button>
      {typeof state === 'object' && state.kind !== 'portal' ? (
        <p id="manage-gift-problem" className="manage-gift__problem" role="alert">
          {state.kind === 'refused' ? (
            <>
              {t(REFUSED[state.reason])}{' '}
              {config.VITE_STRIPE_PORTAL_LOGIN_URL ? (
                <a href={config.VITE_STRIPE_PORTAL_LOGIN_URL}>{t('donate.manage.loginLink')}</a>
              ) : (
                <MailTo text={t('donate.manage.writeTo', { email })} email={email} />
              )}
            </>
          ) : (
            <MailTo text={t('donate.manage.unavailable', { email })} email={email} />
          )}
        </p>
      ) : null}
    </div>
  )
}

/** A sentence with the collective's address in it, the address a mailto link. */
function MailTo({ text, email }: { text: string; email: string }): ReactElement {
  const [before, after] = text.split(email)
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  )
}

/** On /donate: "Already give monthly? Manage your gift", only when the build has the login link. */
export function ManageGiftLink(): ReactElement | null {
  const url = config.VITE_STRIPE_PORTAL_LOGIN_URL
  if (!url) return null
  return (
    <p className="manage-gift-link">
      {t('donate.manage.already')}
      <a href={url}>{t('donate.manage.alreadyLink')}</a>
    </p>
  )
}
