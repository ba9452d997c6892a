import type { FormikContextType } from 'formik'
import { type RefObject, useLayoutEffect } from 'react'

/**
 * The fields of `form` whose text or tick differs from `values`: what the visitor typed into the
 * prerendered form before it hydrated.
 */
export function typedValues<Values extends object>(
  form: HTMLFormElement,
  values: Values,
): Partial<Values> {
  const typed: Partial<Record<keyof Values, unknown>> = {}
  for (const [name, current] of Object.entries(values) as [keyof Values & string, unknown][]) {
    const field = form.elements.namedItem(name)
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (typeof current === 'boolean' && field.checked !== current) typed[name] = field.checked
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (typeof current === 'string' && field.value !== current) typed[name] = field.value
    }
  }
  return typed as Partial<Values>
}

/**
 * A form that hydrates after its HTML is on screen can be typed into first. React keeps what was
 * typed on screen while hydrating, but the form's state starts from its initial values, so its
 * next render would wipe the text. Right after hydrating, this takes what was typed into the
 * form's state. A layout effect: it runs before a tap held until the form hydrated is replayed
 * (src/boot/early-taps.ts), so that submit sees the typed values.
 */
export function useTypedBeforeHydration<Values extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  formik: Pick<FormikContextType<Values>, 'values' | 'setValues'>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed = typedValues(form, formik.values)
    if (Object.keys(typed).length > 0) void formik.setValues({ ...formik.values, ...typed }, false)
  }, [])
}
