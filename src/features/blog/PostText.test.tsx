import type { PortableTextBlock } from '@portabletext/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PostText } from './PostText'

afterEach(cleanup)

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks })
const block = (
  key: string,
  children: ReturnType<typeof span>[],
  extra: Partial<PortableTextBlock> = {},
): PortableTextBlock => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
})

const body: PortableTextBlock[] = [
  block('a', [span('What a box holds')], { style: 'h2' }),
  block('b', [span('Something green, '), span('a protein', ['strong']), span(' and bread.')]),
  block('c', [span('Read '), span('the food help', ['l1']), span('.')], {
    markDefs: [{ _type: 'link', _key: 'l1', href: 'https://example.org/get-help' }],
  }),
  block('d', [span('Take what you need.')], { style: 'blockquote' }),
  block('e', [span('Rice')], { listItem: 'bullet', level: 1 }),
  block('f', [span('Beans')], { listItem: 'bullet', level: 1 }),
]

describe('PostText', () => {
  it('renders headings, paragraphs, bold, links, quotes and lists as HTML', () => {
    const { container } = render(<PostText body={{ body }} />)
    const text = container.querySelector('.post__body')
    expect(text?.querySelector('h2')?.textContent).toBe('What a box holds')
    expect([...(text?.querySelectorAll(':scope > p') ?? [])].map((p) => p.textContent)).toEqual([
      'Something green, a protein and bread.',
      'Read the food help.',
    ])
    expect(text?.querySelector('strong')?.textContent).toBe('a protein')
    const link = text?.querySelector('a')
    expect([link?.textContent, link?.getAttribute('href')]).toEqual([
      'the food help',
      'https://example.org/get-help',
    ])
    expect(text?.querySelector('blockquote')?.textContent).toBe('Take what you need.')
    expect([...(text?.querySelectorAll('ul > li') ?? [])].map((li) => li.textContent)).toEqual([
      'Rice',
      'Beans',
    ])
    expect(text?.hasAttribute('lang')).toBe(false)
  })

  it('marks the text English when a Spanish page shows it for want of Spanish', () => {
    const { container } = render(<PostText body={{ body, englishOnly: ['body'] }} />)
    expect(container.querySelector('.post__body')?.getAttribute('lang')).toBe('en')
  })
})
