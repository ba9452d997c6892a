import { describe, expect, it, vi } from 'vitest'
import { parseClientConfig } from './config'
import {
  classifyAnswer,
  EMAILJS_LIB_VERSION,
  type EmailJsSettings,
  type EmailMessage,
  emailJsSettingsFrom,
  sendEmail,
} from './send-email'

const settings: EmailJsSettings = {
  apiUrl: 'http://127.0.0.1:9',
  serviceId: 'service_x',
  templateId: 'template_x',
  publicKey: 'public_x',
}

const message: EmailMessage = {
  name: 'Maya',
  email: 'maya@example.org',
  phone: '5550147',
  subject: 'Hello',
  message: 'Hi there',
}

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status })
}

describe('emailJsSettingsFrom', () => {
  // As the build reads them: validated (trimmed, defaulted) first.
  const settingsFrom = (env: Record<string, string>) => emailJsSettingsFrom(parseClientConfig(env))

  it('is null unless all three ids are set', () => {
    expect(settingsFrom({})).toBeNull()
    expect(settingsFrom({ VITE_EMAILJS_SERVICE_ID: 's', VITE_EMAILJS_TEMPLATE_ID: 't' })).toBeNull()
    expect(
      settingsFrom({
        VITE_EMAILJS_SERVICE_ID: 's',
        VITE_EMAILJS_TEMPLATE_ID: 't',
        VITE_EMAILJS_PUBLIC_KEY: '  ',
      }),
    ).toBeNull()
  })

  it('defaults the API to EmailJS and drops a trailing slash', () => {
    const ids = {
      VITE_EMAILJS_SERVICE_ID: 's',
      VITE_EMAILJS_TEMPLATE_ID: 't',
      VITE_EMAILJS_PUBLIC_KEY: 'k',
    }
    expect(settingsFrom(ids)).toEqual({
      apiUrl: 'https://api.emailjs.com',
      serviceId: 's',
      templateId: 't',
      publicKey: 'k',
    })
    expect(settingsFrom({ ...ids, VITE_EMAILJS_API_URL: 'http://127.0.0.1:5000/' })?.apiUrl).toBe(
      'http://127.0.0.1:5000',
    )
  })
})

describe('classifyAnswer', () => {
  it('counts status 200 or the body "OK" as sent', () => {
    expect(classifyAnswer(200, '')).toEqual({ kind: 'sent' })
    expect(classifyAnswer(200, 'anything')).toEqual({ kind: 'sent' })
    expect(classifyAnswer(201, 'OK')).toEqual({ kind: 'sent' })
  })

  it.each([500, 502, 503, 504, 429, 408])('keeps %i for a retry', (status) => {
    const outcome = classifyAnswer(status, 'busy')
    expect(outcome).toMatchObject({ kind: 'retry', network: false })
    expect(outcome.kind === 'retry' && outcome.reason).toContain(`${status}: busy`)
  })

  it.each([400, 401, 403, 404, 413, 422])('rejects %i for good, with the reason', (status) => {
    expect(classifyAnswer(status, 'The Public Key is invalid')).toEqual({
      kind: 'rejected',
      reason: `The e-mail service refused the message (${status}: The Public Key is invalid)`,
    })
  })

  it('does not take an unexpected 2xx for a success', () => {
    expect(classifyAnswer(204, '')).toMatchObject({ kind: 'rejected' })
  })
})

describe('sendEmail', () => {
  it('posts the EmailJS body to {api}/api/v1.0/email/send', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = []
    const fetchFn: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init })
      return new Response('OK', { status: 200 })
    }
    vi.stubGlobal('fetch', fetchFn)
    expect(await sendEmail(settings, message)).toEqual({ kind: 'sent' })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('http://127.0.0.1:9/api/v1.0/email/send')
    expect(calls[0]?.init?.method).toBe('POST')
    expect(new Headers(calls[0]?.init?.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      lib_version: EMAILJS_LIB_VERSION,
      user_id: 'public_x',
      service_id: 'service_x',
      template_id: 'template_x',
      template_params: { ...message, language: 'en' },
    })
  })

  it('turns 400 into a rejection and 500 into a retry', async () => {
    vi.stubGlobal('fetch', answering(400, 'bad'))
    expect(await sendEmail(settings, message)).toMatchObject({ kind: 'rejected' })
    vi.stubGlobal('fetch', answering(500, 'oops'))
    expect(await sendEmail(settings, message)).toMatchObject({
      kind: 'retry',
      network: false,
    })
  })

  it('turns a network error into a retry', async () => {
    const fetchFn: typeof fetch = async () => {
      throw new TypeError('Failed to fetch')
    }
    vi.stubGlobal('fetch', fetchFn)
    expect(await sendEmail(settings, message)).toEqual({
      kind: 'retry',
      reason: 'Network error (Failed to fetch)',
      network: true,
    })
  })

  it('gives up on a request that hangs, as a retry', async () => {
    // The time limit runs out as soon as the request has gone.
    const timeLimit = new AbortController()
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeLimit.signal)
    const fetchFn: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted')))
      })
    vi.stubGlobal('fetch', fetchFn)
    const sending = sendEmail(settings, message)
    timeLimit.abort(new DOMException('timed out', 'TimeoutError'))
    const outcome = await sending
    expect(timeout).toHaveBeenCalledWith(15_000)
    expect(outcome).toMatchObject({ kind: 'retry', network: false })
    expect(outcome.kind === 'retry' && outcome.reason).toMatch(/No answer .* within 15 s/)
  })
})

describe('message kinds', () => {
  it('sends each kind with its own template, and refuses a kind with none configured', async () => {
    const bodies: { template_id: string }[] = []
    const fetchFn: typeof fetch = async (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)))
      return new Response('OK', { status: 200 })
    }
    const all = {
      ...settings,
      signupTemplateId: 'template_signup',
      cancellationTemplateId: 'template_cancel',
    }
    vi.stubGlobal('fetch', fetchFn)
    await sendEmail(all, message)
    await sendEmail(all, message, { kind: 'volunteer-signup' })
    await sendEmail(all, message, { kind: 'signup-cancellation' })
    expect(bodies.map((b) => b.template_id)).toEqual([
      'template_x',
      'template_signup',
      'template_cancel',
    ])
    expect(await sendEmail(settings, message, { kind: 'volunteer-signup' })).toMatchObject({
      kind: 'rejected',
    })
    expect(bodies).toHaveLength(3)
  })

  it('reads the sign-up and cancellation templates from the environment', () => {
    expect(
      emailJsSettingsFrom(
        parseClientConfig({
          VITE_EMAILJS_SERVICE_ID: 's',
          VITE_EMAILJS_TEMPLATE_ID: 't',
          VITE_EMAILJS_PUBLIC_KEY: 'k',
          VITE_EMAILJS_SIGNUP_TEMPLATE_ID: ' signup ',
          VITE_EMAILJS_CANCELLATION_TEMPLATE_ID: 'cancel',
        }),
      ),
    ).toMatchObject({ signupTemplateId: 'signup', cancellationTemplateId: 'cancel' })
  })
})
