import { expect, it, vi } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl-cache'

it('makes one formatter per locale and options, on first use', () => {
  const created = vi.spyOn(Intl, 'DateTimeFormat')
  const time = dateTimeFormat('es-US', { hour: 'numeric', timeZone: 'UTC' })
  expect(dateTimeFormat('es-US', { hour: 'numeric', timeZone: 'UTC' })).toBe(time)
  expect(dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' })).not.toBe(time)
  expect(dateTimeFormat('es-US', { hour: 'numeric', timeZone: 'America/Los_Angeles' })).not.toBe(
    time,
  )
  expect(created).toHaveBeenCalledTimes(3)
  expect(numberFormat('en-US')).toBe(numberFormat('en-US'))
  expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('en-US'))
})
