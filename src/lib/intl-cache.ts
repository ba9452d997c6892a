/**
 * Intl formatters, made on first use and kept per locale and options: creating one is slow
 * (the first loads the engine's locale data), using one again is cheap, and the prerender writes
 * English and Spanish pages one after another in the same process.
 */

/** A getter for the one formatter `make` creates per locale and options. */
function cached<Options, Format>(
  make: (locale: string, options: Options) => Format,
): (locale: string, options?: Options) => Format {
  const made = new Map<string, Format>()
  return (locale, options = {} as Options) => {
    const key = `${locale} ${JSON.stringify(options)}`
    let format = made.get(key)
    if (!format) {
      format = make(locale, options)
      made.set(key, format)
    }
    return format
  }
}

/** The one `Intl.DateTimeFormat` for `locale` and `options`. */
export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
)

/** The one `Intl.NumberFormat` for `locale` and `options`. */
export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
)
