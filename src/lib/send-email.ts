import type { ClientConfig } from './config'
import type { Locale } from './i18n/locales'

/**
 * One call to EmailJS's REST API (POST /api/v1.0/email/send) and the reading of its answer. Free of React
 * and the DOM: the service worker sends with the same code as the pages.
 */

/**
 * The kinds of message the outbox carries. Each is sent with its own EmailJS template, so the
 * team's inbox can sort them; all share the same template parameters (the five fields and `language`).
 */
export type MessageKind = 'contact' | 'volunteer-signup' | 'signup-cancellation'

/** What every message holds, whatever its kind: the template's parameters. */
export interface EmailMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
  /**
   * The language the visitor wrote in (the page's), so the team can answer in it. Stamped by the
   * outbox when the message is written; a message saved before there was a Spanish site has none
   * and was written in English.
   */
  language?: Locale
}

export interface EmailJsSettings {
  apiUrl: string
  serviceId: string
  /** The contact form's template. */
  templateId: string
  publicKey: string
  /** Volunteer sign-ups' template; without it the sign-up form says sending is not configured. */
  signupTemplateId?: string
  /** Sign-up cancellations' template. */
  cancellationTemplateId?: string
}

/** What one attempt to send a message came to. */
export type SendOutcome =
  | { kind: 'sent' }
  /** May pass later: network error, timeout, 5xx, 408, 429. The message stays queued. */
  | { kind: 'retry'; reason: string; network: boolean }
  /** A definite refusal: retrying the same request would fail the same way. */
  | { kind: 'rejected'; reason: string }

/** The template a kind of message is sent with, or undefined when none is configured. */
export function templateFor(settings: EmailJsSettings, kind: MessageKind): string | undefined {
  if (kind === 'volunteer-signup') return settings.signupTemplateId
  if (kind === 'signup-cancellation') return settings.cancellationTemplateId
  return settings.templateId
}

/** The EmailJS browser SDK version whose request this mirrors; EmailJS logs it per call. */
export const EMAILJS_LIB_VERSION = '4.4.1'

/** Long enough for a slow mobile network, short enough to stay well inside a lease. */
const SEND_TIMEOUT_MS = 15_000

type EmailJsConfig = Pick<
  ClientConfig,
  | 'VITE_EMAILJS_SERVICE_ID'
  | 'VITE_EMAILJS_TEMPLATE_ID'
  | 'VITE_EMAILJS_SIGNUP_TEMPLATE_ID'
  | 'VITE_EMAILJS_CANCELLATION_TEMPLATE_ID'
  | 'VITE_EMAILJS_PUBLIC_KEY'
  | 'VITE_EMAILJS_API_URL'
>

/**
 * The settings when all three ids are present, otherwise null ("not configured"). The values
 * come validated (config.ts trims them, drops empty ones and defaults the API's address).
 */
export function emailJsSettingsFrom(config: EmailJsConfig): EmailJsSettings | null {
  const serviceId = config.VITE_EMAILJS_SERVICE_ID
  const templateId = config.VITE_EMAILJS_TEMPLATE_ID
  const publicKey = config.VITE_EMAILJS_PUBLIC_KEY
  if (!serviceId || !templateId || !publicKey) return null
  const apiUrl = config.VITE_EMAILJS_API_URL.replace(/\/+$/, '')
  const settings: EmailJsSettings = { apiUrl, serviceId, templateId, publicKey }
  const signup = config.VITE_EMAILJS_SIGNUP_TEMPLATE_ID
  const cancellation = config.VITE_EMAILJS_CANCELLATION_TEMPLATE_ID
  if (signup) settings.signupTemplateId = signup
  if (cancellation) settings.cancellationTemplateId = cancellation
  return settings
}

function emailJsRequestBody(
  settings: EmailJsSettings,
  message: EmailMessage,
  kind: MessageKind = 'contact',
) {
  return {
    lib_version: EMAILJS_LIB_VERSION,
    user_id: settings.publicKey,
    service_id: settings.serviceId,
    template_id: templateFor(settings, kind),
    template_params: {
      name: message.name,
      email: message.email,
      subject: message.subject,
      phone: message.phone,
      message: message.message,
      language: message.language ?? 'en',
    },
  }
}

/** EmailJS answers success with status 200 or the text "OK"; anything else is a failure. */
export function classifyAnswer(status: number, body: string): SendOutcome {
  if (status === 200 || body.trim() === 'OK') return { kind: 'sent' }
  const detail = body.trim().slice(0, 200)
  const reason = detail ? `${status}: ${detail}` : `status ${status}`
  // 408 and 429 say "not now"; 5xx is the service's own trouble. All may pass on a later try.
  if (status >= 500 || status === 408 || status === 429) {
    return {
      kind: 'retry',
      reason: `The e-mail service is unavailable (${reason})`,
      network: false,
    }
  }
  // Other 4xx (bad key, unknown template, blocked sender) and odd answers (a 204, a redirect)
  // are definite: repeating the request cannot change them, so the visitor decides.
  return { kind: 'rejected', reason: `The e-mail service refused the message (${reason})` }
}

interface SendOptions {
  /** Which template sends it; contact messages when not given. */
  kind?: MessageKind
}

/** Sends one message. Never throws: every failure becomes an outcome. */
export async function sendEmail(
  settings: EmailJsSettings,
  message: EmailMessage,
  { kind = 'contact' }: SendOptions = {},
): Promise<SendOutcome> {
  // Definite: a message of a kind this build has no template for cannot go out by retrying.
  if (!templateFor(settings, kind)) {
    return { kind: 'rejected', reason: `Sending ${kind} messages is not configured` }
  }
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS)
  try {
    const response = await fetch(`${settings.apiUrl}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(emailJsRequestBody(settings, message, kind)),
      signal,
    })
    const body = await response.text()
    return classifyAnswer(response.status, body)
  } catch (error) {
    const reason = signal.aborted
      ? `No answer from the e-mail service within ${Math.round(SEND_TIMEOUT_MS / 1000)} s`
      : `Network error (${error instanceof Error ? error.message : String(error)})`
    return { kind: 'retry', reason, network: !signal.aborted }
  }
}
