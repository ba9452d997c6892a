import type { Stripe } from '@stripe/stripe-js'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  onTestFinished,
  vi,
} from 'vitest'
import { config } from '../../lib/client-config'
import * as stripeJs from '../../lib/load-stripe'
import { DonationForm } from './DonationForm'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })

let fetchMock: ReturnType<typeof vi.fn>
let navigate: MockInstance<Location['assign']>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  navigate = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function fill({ amount, name, email }: { amount?: string; name?: string; email?: string }) {
  if (amount !== undefined) {
    fireEvent.change(screen.getByLabelText(/Amount in US dollars/), { target: { value: amount } })
  }
  if (name !== undefined) {
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: name } })
  }
  if (email !== undefined) {
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } })
  }
}

const button = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement
const donateButton = () => button(/Donate Now/)
const alertText = () => screen.getByRole('alert').textContent ?? ''

/** Configures Stripe's publishable key for this test; Stripe.js "loads" as `stripe`. */
function withStripe(stripe: Stripe | undefined) {
  const before = config.VITE_STRIPE_PUBLISHABLE_KEY
  config.VITE_STRIPE_PUBLISHABLE_KEY = 'pk_test_123'
  onTestFinished(() => {
    config.VITE_STRIPE_PUBLISHABLE_KEY = before
  })
  return vi.spyOn(stripeJs, 'loadStripeJs').mockImplementation(async () => stripe)
}

async function submitValid() {
  render(<DonationForm />)
  fill({ name: 'Ada Lovelace', email: 'ada@example.org' })
  await waitFor(() => expect(donateButton().disabled).toBe(false))
  fireEvent.click(donateButton())
}

describe('DonationForm', () => {
  it('offers quick amounts that fill in the amount, and a custom amount', async () => {
    render(<DonationForm />)
    // Each quick amount says the meals it helps provide, at the organisation's figure.
    expect(button('$10 about 100 meals')).toBeTruthy()
    expect(button('$25 about 250 meals')).toBeTruthy()
    expect(button('$100 about 1,000 meals')).toBeTruthy()
    fireEvent.click(button(/^\$50 /))
    const amount = screen.getByLabelText(/Amount in US dollars/) as HTMLInputElement
    await waitFor(() => expect(amount.value).toBe('50'))
    expect(button(/^\$50 /).getAttribute('aria-pressed')).toBe('true')
    expect(button(/^\$25 /).getAttribute('aria-pressed')).toBe('false')
    fill({ amount: '42.50' })
    expect(await screen.findByText('You are giving $42.50 (USD).')).toBeTruthy()
    // So does a custom amount, and the page names where the figure comes from.
    expect(screen.getByText('helps provide about 425 meals')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Feeding America/ })).toBeTruthy()
  })

  it('checks the fields by the server’s rules before sending anything', async () => {
    render(<DonationForm />)
    fill({ amount: '10.123', email: 'nope' })
    await waitFor(() => expect(donateButton().disabled).toBe(false))
    fireEvent.click(donateButton())
    expect(await screen.findByText('Use at most two decimals (cents)')).toBeTruthy()
    expect(screen.getByText('Enter your full name')).toBeTruthy()
    expect(screen.getByText('Enter a valid e-mail address, like name@example.org')).toBeTruthy()
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/Amount in US dollars/)),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('posts the donation as JSON once and sends the browser to Stripe’s url', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve
      }),
    )
    await submitValid()
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    // While the request is in flight the button shows progress and cannot be pressed again.
    const busy = button(/Starting your donation/)
    expect(busy.disabled).toBe(true)
    fireEvent.click(busy)
    fireEvent.submit(busy.closest('form') as HTMLFormElement)
    await act(async () => answer(json(200, { id: 'cs_test_1', url: 'https://pay.example/cs_1' })))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/cs_1'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/create-checkout-session')
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    // Without a publishable key the hosted page is asked for; one time is the default.
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 25,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      frequency: 'once',
      tribute: 'none',
      ui: 'hosted',
      language: 'en',
    })
    expect(button(/Opening secure checkout/).disabled).toBe(true)
  })

  it('shows the server’s field messages on 400', async () => {
    fetchMock.mockResolvedValue(
      json(400, { error: 'Please correct', fields: { email: 'That mailbox does not exist' } }),
    )
    await submitValid()
    expect(await screen.findByText('That mailbox does not exist')).toBeTruthy()
    expect(alertText()).toContain('Please correct the highlighted fields.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/E-mail/)))
    expect(donateButton().disabled).toBe(false)
  })

  it.each([
    [
      'too many attempts (429)',
      () => json(429, { error: 'Too many' }, { 'Retry-After': '300' }),
      'Too many donation attempts from this connection. Please try again in 5 minutes.',
    ],
    [
      'Stripe failing (502)',
      () => json(502, { error: 'x' }),
      'The payment service is not responding right now. You have not been charged.',
    ],
    [
      'donations not configured (503)',
      () => json(503, { error: 'Donations are not configured' }),
      'Donations are not configured on this site yet',
    ],
    [
      'an unexpected answer (500)',
      () => new Response('oops', { status: 500 }),
      'Something went wrong on our side (error 500).',
    ],
  ])('explains %s', async (_case, response, message) => {
    fetchMock.mockImplementation(async () => response())
    await submitValid()
    await waitFor(() => expect(alertText()).toContain(message))
    expect(navigate).not.toHaveBeenCalled()
    expect(donateButton().disabled).toBe(false)
  })

  it('offers the collective’s address when card donations are not configured', async () => {
    fetchMock.mockResolvedValue(json(503, { error: 'Donations are not configured' }))
    await submitValid()
    await waitFor(() => expect(alertText()).toContain('To give another way, write to'))
    const link = screen.getByRole('alert').querySelector('a')
    expect(link?.getAttribute('href')).toMatch(/^mailto:/)
  })

  it('explains a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await submitValid()
    await waitFor(() => expect(alertText()).toContain('We could not reach our server.'))
  })

  it('says donations need a connection when offline, without trying', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await submitValid()
    await waitFor(() => expect(alertText()).toContain('Donations need an internet connection.'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says donations need a connection when offline, without loading Stripe.js', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const loadStripe = withStripe(undefined)
    await submitValid()
    await waitFor(() => expect(alertText()).toContain('Donations need an internet connection.'))
    expect(loadStripe).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it('sends monthly and a dedication, and asks for the dedication’s name', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 'cs_test_1', url: 'https://pay.example/cs_1' }))
    render(<DonationForm />)
    fill({ amount: '40', name: 'Ada Lovelace', email: 'ada@example.org' })
    fireEvent.click(screen.getByLabelText('Monthly'))
    fireEvent.click(screen.getByLabelText('In honour of'))
    await waitFor(() => expect(donateButton().disabled).toBe(false))
    fireEvent.click(donateButton())
    expect(await screen.findByText('Enter the name of the person this gift is for')).toBeTruthy()
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('In honour of (name)')),
    )
    expect(fetchMock).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('In honour of (name)'), {
      target: { value: 'Grace Hopper' },
    })
    fireEvent.change(screen.getByLabelText(/someone to tell/), {
      target: { value: 'kin@example.org' },
    })
    fireEvent.click(donateButton())
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/cs_1'))
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({
      amount: 40,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      frequency: 'monthly',
      tribute: 'honour',
      tributeName: 'Grace Hopper',
      tributeEmail: 'kin@example.org',
      ui: 'hosted',
      language: 'en',
    })
  })

  it('loads Stripe.js only on Donate Now and mounts the embedded checkout in the page', async () => {
    const mount = vi.fn()
    const destroy = vi.fn()
    const createEmbeddedCheckoutPage = vi.fn(async () => ({ mount, destroy, unmount: vi.fn() }))
    const stripe = { createEmbeddedCheckoutPage } as unknown as Stripe
    const loadStripe = withStripe(stripe)
    fetchMock.mockResolvedValue(json(200, { id: 'cs_test_1', clientSecret: 'cs_test_1_secret_x' }))
    render(<DonationForm />)
    expect(loadStripe).not.toHaveBeenCalled()
    fill({ name: 'Ada Lovelace', email: 'ada@example.org' })
    await waitFor(() => expect(donateButton().disabled).toBe(false))
    fireEvent.click(donateButton())
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1))
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123')
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toMatchObject({ ui: 'embedded' })
    expect(createEmbeddedCheckoutPage).toHaveBeenCalledWith({ clientSecret: 'cs_test_1_secret_x' })
    expect(mount).toHaveBeenCalledWith(screen.getByTestId('embedded-checkout'))
    expect(screen.getByRole('heading', { name: 'Secure checkout' })).toBe(document.activeElement)
    expect(screen.getByText('$25.00')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    // Changing the gift destroys the checkout and brings the form back as it was.
    fireEvent.click(button('Change your gift'))
    expect(destroy).toHaveBeenCalledTimes(1)
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Ada Lovelace')
  })

  it('falls back to the hosted page when Stripe.js cannot load', async () => {
    const loadStripe = withStripe(undefined)
    fetchMock.mockResolvedValue(json(200, { id: 'cs_test_1', url: 'https://pay.example/cs_1' }))
    await submitValid()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.example/cs_1'))
    expect(loadStripe).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toMatchObject({ ui: 'hosted' })
  })
})
