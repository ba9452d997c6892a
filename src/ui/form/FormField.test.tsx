import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form, Formik } from 'formik'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { object, string } from 'yup'
import { FieldError, FormField, useFormField } from './FormField'

afterEach(cleanup)

const schema = object({
  email: string().required('Enter your e-mail').email('Enter a valid e-mail'),
  note: string().max(5, 'Keep it short'),
})

function TestForm({ children }: { children: ReactNode }) {
  return (
    <Formik initialValues={{ email: '', note: '' }} validationSchema={schema} onSubmit={() => {}}>
      <Form noValidate>
        {children}
        <button type="submit">Send</button>
      </Form>
    </Formik>
  )
}

const control = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement

describe('FormField', () => {
  it('labels its control, and marks a required one without reading the asterisk aloud', () => {
    render(
      <TestForm>
        <FormField name="email" id="f-email" label="Email" required type="email" />
      </TestForm>,
    )
    const email = control('Email')
    expect(email.id).toBe('f-email')
    expect(email.type).toBe('email')
    expect(email.getAttribute('aria-required')).toBe('true')
    expect(email.getAttribute('aria-invalid')).toBeNull()
    expect(email.getAttribute('aria-describedby')).toBeNull()
    expect(document.querySelector('.form-field__required')?.getAttribute('aria-hidden')).toBe(
      'true',
    )
  })

  it('ties the hint always, and the error once shown, with aria-describedby and aria-invalid', async () => {
    render(
      <TestForm>
        <FormField name="email" id="f-email" label="Email" hint="We reply within a day" />
      </TestForm>,
    )
    const email = control('Email')
    expect(email.getAttribute('aria-describedby')).toBe('f-email-hint')
    expect(document.getElementById('f-email-hint')?.textContent).toBe('We reply within a day')
    // Nothing is said while the visitor has not left the field yet.
    fireEvent.change(email, { target: { value: 'nope' } })
    await act(async () => undefined)
    expect(email.getAttribute('aria-invalid')).toBeNull()
    fireEvent.blur(email)
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(email.getAttribute('aria-describedby')).toBe('f-email-hint f-email-error')
    expect(document.getElementById('f-email-error')?.textContent).toBe('Enter a valid e-mail')
    fireEvent.change(email, { target: { value: 'ada@example.org' } })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull())
    expect(email.getAttribute('aria-describedby')).toBe('f-email-hint')
  })

  it('shows every error after a submit attempt', async () => {
    render(
      <TestForm>
        <FormField name="email" label="Email" />
      </TestForm>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(control('Email').getAttribute('aria-invalid')).toBe('true'))
    expect(control('Email').id).toBe('field-email')
    expect(screen.getByText('Enter your e-mail').id).toBe('field-email-error')
  })

  it('with touchOnInput, says a broken rule from the first keystroke', async () => {
    render(
      <TestForm>
        <FormField name="note" label="Note" multiline touchOnInput />
      </TestForm>,
    )
    const note = control('Note')
    expect(note.tagName).toBe('TEXTAREA')
    fireEvent.change(note, { target: { value: 'far too long' } })
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('Keep it short')).toBeTruthy()
  })

  it('gives a control with its own markup the same wiring (useFormField)', async () => {
    function Custom() {
      const wiring = useFormField('email', { id: 'custom' })
      return (
        <>
          <label htmlFor={wiring.id}>Custom</label>
          <input {...wiring.control} />
          <FieldError wiring={wiring} />
        </>
      )
    }
    render(
      <TestForm>
        <Custom />
      </TestForm>,
    )
    fireEvent.blur(control('Custom'))
    await waitFor(() => expect(control('Custom').getAttribute('aria-invalid')).toBe('true'))
    expect(control('Custom').getAttribute('aria-describedby')).toBe('custom-error')
    expect(document.getElementById('custom-error')?.textContent).toBe('Enter your e-mail')
  })
})
