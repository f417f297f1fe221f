/**
 * `{base}/{path}?{params}`, keeping any path the configured base URL already has
 * (`new URL(path, base)` would drop its last segment).
 */
export function buildUrl(
  base: string,
  path: string,
  params: Record<string, string | number | undefined> = {},
): URL {
  const url = new URL(`${base.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}
