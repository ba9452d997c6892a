import { renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppDatabase } from './database'
import { useDatabaseConnection } from './use-database'

function Probe() {
  const db = useDatabaseConnection()?.db
  return <span>{db ? 'open' : 'waiting'}</span>
}

describe('useDatabaseConnection', () => {
  it('renders nothing database-dependent on the server', () => {
    expect(renderToString(<Probe />)).toContain('waiting')
  })

  it('gives null on the first render, then the shared database once it has opened', async () => {
    const { result } = renderHook(() => useDatabaseConnection()?.db ?? null)
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBeInstanceOf(AppDatabase))
    const second = renderHook(() => useDatabaseConnection()?.db ?? null)
    expect(second.result.current).toBe(result.current)
  })
})
