import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Form, Formik } from 'formik'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { object, string } from 'yup'
import { FocusFirstInvalid } from './FocusFirstInvalid'
import { FormField } from './FormField'
import { focusFirstInvalid } from './focus-first-invalid'

afterEach(cleanup)

const schema = object({
  name: string().required('Enter your name'),
  email: string().required('Enter your e-mail'),
})

function TestForm() {
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <Formik initialValues={{ name: '', email: '' }} validationSchema={schema} onSubmit={() => {}}>
      <Form ref={formRef} noValidate>
        <FocusFirstInvalid formRef={formRef} />
        <FormField name="name" label="Name" />
        <FormField name="email" label="Email" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  )
}

const field = (label: string) => screen.getByLabelText(label)

describe('focusFirstInvalid', () => {
  it('focuses the first control marked invalid, in document order, after a frame', async () => {
    document.body.innerHTML = `
      <form><input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"></form>`
    focusFirstInvalid(document.querySelector('form'))
    await waitFor(() => expect(document.activeElement?.id).toBe('b'))
  })

  it('leaves the focus alone when nothing is invalid', async () => {
    document.body.innerHTML = '<form><input id="a"></form><button id="elsewhere"></button>'
    const elsewhere = document.getElementById('elsewhere') as HTMLElement
    elsewhere.focus()
    focusFirstInvalid(document.querySelector('form'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.activeElement).toBe(elsewhere)
  })
})

describe('FocusFirstInvalid', () => {
  it('takes the visitor to the first field to fix after a failed submit, once per attempt', async () => {
    render(<TestForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(field('Name')))
    // Fixing the first field and moving on must not pull the focus back.
    field('Email').focus()
    fireEvent.change(field('Name'), { target: { value: 'Ada' } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.activeElement).toBe(field('Email'))
    // The next attempt goes to the field still wrong.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(document.activeElement).toBe(field('Email')))
  })
})
