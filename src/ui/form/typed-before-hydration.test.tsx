import { useFormik } from 'formik'
import { act, useRef } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { typedValues, useTypedBeforeHydration } from './typed-before-hydration'

interface Values {
  email: string
  note: string
  firstTime: boolean
}
const initialValues: Values = { email: '', note: '', firstTime: false }

let seen: Values | undefined

/** Stands in for the hook, for the form that goes without it. */
const useNothing = () => {}

function Form({ adopt }: { adopt: boolean }) {
  const formRef = useRef<HTMLFormElement>(null)
  const formik = useFormik<Values>({ initialValues, onSubmit: () => {} })
  const useAdopt = adopt ? useTypedBeforeHydration : useNothing
  useAdopt(formRef, formik)
  seen = formik.values
  return (
    <form ref={formRef}>
      <input name="email" value={formik.values.email} onChange={formik.handleChange} />
      <textarea name="note" value={formik.values.note} onChange={formik.handleChange} />
      <input
        type="checkbox"
        name="firstTime"
        checked={formik.values.firstTime}
        onChange={formik.handleChange}
      />
      <button type="button" onClick={() => void formik.setFieldTouched('email', true)}>
        touch
      </button>
    </form>
  )
}

/** Prerenders the form, types into it as a visitor would before hydration, then hydrates it. */
async function typeThenHydrate(adopt: boolean) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form adopt={adopt} />)
  document.body.append(container)
  const email = container.querySelector('input[name="email"]') as HTMLInputElement
  email.value = 'sam@example.org'
  ;(container.querySelector('input[name="firstTime"]') as HTMLInputElement).checked = true
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await act(async () => {
    hydrateRoot(container, <Form adopt={adopt} />)
  })
  // Any later render (here: the field marked touched) writes the form's state to the fields.
  await act(async () => {
    container.querySelector('button')?.click()
  })
  return { email }
}

afterEach(() => {
  document.body.innerHTML = ''
  seen = undefined
})

describe('typedValues', () => {
  it('gives the fields whose text or tick differs from the values', () => {
    document.body.innerHTML =
      '<form><input name="email" value=""><textarea name="note"></textarea><input type="checkbox" name="firstTime"></form>'
    const form = document.querySelector('form') as HTMLFormElement
    expect(typedValues(form, initialValues)).toEqual({})
    ;(form.elements.namedItem('note') as HTMLTextAreaElement).value = 'Bringing gloves'
    ;(form.elements.namedItem('firstTime') as HTMLInputElement).checked = true
    expect(typedValues(form, initialValues)).toEqual({ note: 'Bringing gloves', firstTime: true })
  })
})

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed before the form hydrated, on screen and in its state', async () => {
    const { email } = await typeThenHydrate(true)
    expect(email.value).toBe('sam@example.org')
    expect(seen).toEqual({ email: 'sam@example.org', note: '', firstTime: true })
  })

  it('is needed: without it the next render wipes the typed text', async () => {
    const { email } = await typeThenHydrate(false)
    expect(email.value).toBe('')
    expect(seen?.email).toBe('')
  })
})
