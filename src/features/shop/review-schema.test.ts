import { describe, expect, it } from 'vitest'
import { emptyReview, reviewSchema } from './review-schema'

async function problems(value: unknown): Promise<Record<string, string>> {
  try {
    await reviewSchema.validate(value, { abortEarly: false })
    return {}
  } catch (error) {
    const found: Record<string, string> = {}
    for (const issue of (error as { inner: { path: string; message: string }[] }).inner) {
      found[issue.path] ??= issue.message
    }
    return found
  }
}

describe('reviewSchema', () => {
  it('requires a rating, name, e-mail and review, each with its own message', async () => {
    expect(await problems(emptyReview)).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars.',
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      review: 'Please write your review.',
    })
  })

  it('accepts 1 to 5 stars only and a valid e-mail', async () => {
    const good = { rating: '5', name: 'Rosa', email: 'rosa@example.org', review: 'Lovely.' }
    expect(await problems(good)).toEqual({})
    expect(Object.keys(await problems({ ...good, rating: '6' }))).toEqual(['rating'])
    expect(Object.keys(await problems({ ...good, email: 'rosa@' }))).toEqual(['email'])
    expect(Object.keys(await problems({ ...good, name: '   ' }))).toEqual(['name'])
  })
})
