import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type ReactElement, useEffect, useId, useState } from 'react'
import { t } from '../../lib/i18n/translate'
import type { BlogListPath } from './blog-layouts'

interface BlogSearchBoxProps {
  /** The list the search runs on. */
  listPath: BlogListPath
  /** The query in the URL, once hydrated. */
  query: string
  /** On a list page the results narrow as the visitor types; elsewhere only on submit. */
  live: boolean
}

export function BlogSearchBox({ listPath, query, live }: BlogSearchBoxProps): ReactElement {
  const navigate = useNavigate()
  const id = useId()
  // A local draft keeps the caret steady while the URL catches up, and follows Back/Forward.
  const [draft, setDraft] = useState(query)
  useEffect(() => setDraft(query), [query])

  const go = (value: string, replace: boolean) =>
    navigate({
      to: listPath,
      search: value.trim() ? { q: value.trim() } : {},
      replace,
      resetScroll: !live,
    })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void go(draft, live)
  }

  return (
    <search>
      <form className="blog-search" action={listPath} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          {t('blog.search.label')}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          placeholder={t('blog.search.placeholder')}
          autoComplete="off"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            if (live) void go(event.target.value, true)
          }}
        />
        <button type="submit" className="btn btn--primary blog-search__button">
          {t('blog.search.button')}
        </button>
      </form>
    </search>
  )
}
