/**
 * A response's JSON body as an object whose fields the caller checks one by one; `{}` when the
 * body is not JSON or not an object (a proxy's HTML error page, an empty answer). Never throws,
 * so every outcome of a call to our server can be told to the visitor in words.
 */
export async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}
