import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ProductTabs, type TabSpec } from './ProductTabs'

afterEach(cleanup)

const tabs: TabSpec[] = [
  { key: 'description', label: 'Description', content: <p>Hand-bound recipes.</p> },
  {
    key: 'review',
    label: 'Review',
    content: (
      <label>
        Your review <textarea />
      </label>
    ),
  },
]

const tablist = <ProductTabs label="Product information" tabs={tabs} />

describe('ProductTabs', () => {
  it('the prerendered HTML holds the selected panel only, with every panel element in place', () => {
    const html = renderToString(tablist)
    expect(html).toContain('Hand-bound recipes.')
    expect(html).not.toContain('Your review')
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2)
  })

  it('renders the review panel only once its tab is selected, and keeps it through a switch', () => {
    render(tablist)
    const review = screen.getByRole('tab', { name: 'Review' })
    const panelId = review.getAttribute('aria-controls') ?? ''
    const panel = document.getElementById(panelId)
    expect(panel?.getAttribute('role')).toBe('tabpanel')
    expect(panel?.hidden).toBe(true)
    expect(panel?.childElementCount).toBe(0)
    expect(screen.queryByLabelText('Your review')).toBeNull()

    fireEvent.click(review)
    expect(panel?.hidden).toBe(false)
    const field = screen.getByLabelText('Your review') as HTMLTextAreaElement
    fireEvent.change(field, { target: { value: 'Half a thought' } })

    fireEvent.click(screen.getByRole('tab', { name: 'Description' }))
    expect(panel?.hidden).toBe(true)
    fireEvent.click(review)
    expect(screen.getByLabelText('Your review')).toBe(field)
    expect(field.value).toBe('Half a thought')
  })

  it('selecting by keyboard renders the panel as well', () => {
    render(tablist)
    const description = screen.getByRole('tab', { name: 'Description' })
    fireEvent.keyDown(description, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: 'Review' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByLabelText('Your review')).toBeTruthy()
  })
})
