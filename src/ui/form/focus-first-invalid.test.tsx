import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useFormik } from 'formik'
import { afterEach, describe, expect, it } from 'vitest'
import { object, string } from 'yup'
import { FormField } from './FormField'
import { FormikForm } from './focus-first-invalid'

afterEach(cleanup)

const schema = object({
  name: string().required('Enter your name'),
  email: string().required('Enter your e-mail'),
})

function TestForm() {
  const formik = useFormik({
    initialValues: { name: '', email: '' },
    validationSchema: schema,
    onSubmit: () => {},
  })
  return (
    <FormikForm formik={formik}>
      <FormField name="name" label="Name" />
      <FormField name="email" label="Email" />
      <button type="submit">Send</button>
    </FormikForm>
  )
}

const field = (label: string) => screen.getByLabelText(label)

describe('FormikForm', () => {
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
