import { Link } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { isChunkLoadError } from './chunk-error'
import './status-page.css'

function describe(error: unknown): { status: number; text: string } {
  if (error && typeof error === 'object') {
    const candidate = error as { status?: unknown; statusText?: unknown; message?: unknown }
    const status = typeof candidate.status === 'number' ? candidate.status : 500
    const text =
      typeof candidate.statusText === 'string' && candidate.statusText
        ? candidate.statusText
        : typeof candidate.message === 'string' && candidate.message
          ? candidate.message
          : 'Something went wrong.'
    return { status, text }
  }
  return { status: 500, text: String(error ?? 'Something went wrong.') }
}

export function ErrorPage({ error }: { error: unknown }): ReactElement {
  if (isChunkLoadError(error)) {
    return (
      <section className="status-page" role="alert">
        <div className="container status-page__inner">
          <h1>This page didn't finish loading</h1>
          <p>
            Part of the site could not be downloaded. This happens when the connection drops or a
            new version was just published.
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => window.location.reload()}
          >
            Reload the page
          </button>
        </div>
      </section>
    )
  }
  const { status, text } = describe(error)
  return (
    <section className="status-page" role="alert">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>Unexpected Application Error!</h1>
        <p>
          <strong>{status}</strong> {text}
        </p>
        <Link to="/home" className="btn btn--primary" reloadDocument>
          Back to home
        </Link>
      </div>
    </section>
  )
}
