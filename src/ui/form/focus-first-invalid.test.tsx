import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useFormik } from 'formik'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { object, string } from 'yup'
import { FormField } from './FormField'
import { FormikForm } from './focus-first-invalid'

afterEach(cleanup)

const schema = object({
  name: string().required('Enter your name'),
  email: string().required('Enter your e-mail'),
})

function TestForm({ onInvalid }: { onInvalid?: () => void }) {
  const formik = useFormik({
    initialValues: { name: '', email: '' },
    validationSchema: schema,
    onSubmit: () => {},
  })
  return (
    <FormikForm formik={formik} onInvalid={onInvalid}>
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

  it('tells onInvalid of each attempt that ends invalid, and of no other', async () => {
    const onInvalid = vi.fn()
    render(<TestForm onInvalid={onInvalid} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1))
    fireEvent.change(field('Name'), { target: { value: 'Ada' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(2))
    fireEvent.change(field('Email'), { target: { value: 'ada@example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(onInvalid).toHaveBeenCalledTimes(2)
  })
})
