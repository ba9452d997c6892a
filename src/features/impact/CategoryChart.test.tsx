import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageCatalog } from '../../lib/i18n/page-catalog'
import { activateLocale } from '../../lib/i18n/translate'
import { CategoryChart } from './CategoryChart'

afterEach(() => {
  cleanup()
  activateLocale('en', pageCatalog('en'), '')
})

const categories = [
  { key: 'produce', pounds: 1500 },
  { key: 'riceAndBeans', pounds: 500 },
] as const

describe('CategoryChart', () => {
  it('names the categories and units in the page language', () => {
    activateLocale('es', pageCatalog('es'), '')
    render(<CategoryChart categories={categories} total={2000} />)
    expect(screen.getByRole('rowheader', { name: 'Frutas y verduras frescas' })).toBeTruthy()
    expect(screen.getByRole('rowheader', { name: 'Arroz y frijoles' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '1,500 lb' })).toBeTruthy()
    expect(screen.queryByText('Fresh produce')).toBeNull()
  })

  it('keeps the English names on an English page', () => {
    render(<CategoryChart categories={categories} total={2000} />)
    expect(screen.getByRole('rowheader', { name: 'Fresh produce' })).toBeTruthy()
    expect(screen.getByRole('cell', { name: '1,500 lbs' })).toBeTruthy()
  })
})
