import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Formik } from 'formik'
import { afterEach, describe, expect, it } from 'vitest'
import { ChoiceField } from './ChoiceField'

afterEach(cleanup)

const CHOICES = [
  { value: 'once', label: 'One time' },
  { value: 'monthly', label: 'Monthly' },
] as const

function renderField(initialErrors = {}, initialTouched = {}) {
  const values: { frequency?: string } = {}
  render(
    <Formik
      initialValues={{ frequency: 'once' }}
      initialErrors={initialErrors}
      initialTouched={initialTouched}
      onSubmit={() => {}}
    >
      {(formik) => {
        values.frequency = formik.values.frequency
        return <ChoiceField id="f" name="frequency" legend="How often" choices={CHOICES} />
      }}
    </Formik>,
  )
  return values
}

describe('ChoiceField', () => {
  it('is a named group of radio buttons bound to the form value', () => {
    const values = renderField()
    expect(screen.getByRole('group', { name: 'How often' })).toBeTruthy()
    const once = screen.getByRole('radio', { name: 'One time' }) as HTMLInputElement
    const monthly = screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement
    expect(once.checked).toBe(true)
    fireEvent.click(monthly)
    expect(monthly.checked).toBe(true)
    expect(values.frequency).toBe('monthly')
  })

  it('shows an error under the group, tied to its radio buttons, once touched', () => {
    renderField({ frequency: 'Choose one time or monthly' }, { frequency: true })
    const once = screen.getByRole('radio', { name: 'One time' })
    expect(once.getAttribute('aria-invalid')).toBe('true')
    const describedBy = once.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Choose one time or monthly')
  })
})
