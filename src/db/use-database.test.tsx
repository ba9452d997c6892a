import { renderHook, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AppDatabase } from './database'
import { useDatabase } from './use-database'

function Probe() {
  const db = useDatabase()
  return <span>{db ? 'open' : 'waiting'}</span>
}

describe('useDatabase', () => {
  it('renders nothing database-dependent on the server', () => {
    expect(renderToString(<Probe />)).toContain('waiting')
  })

  it('gives null on the first render, then the shared database once it has opened', async () => {
    const { result } = renderHook(() => useDatabase())
    expect(result.current).toBeNull()
    await waitFor(() => expect(result.current).toBeInstanceOf(AppDatabase))
    const second = renderHook(() => useDatabase())
    expect(second.result.current).toBe(result.current)
  })
})
