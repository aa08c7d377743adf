/** `www.salon.de`, `www.salon.de:8443` or a URL: the host as a request's Host header has it. */
export function normaliseHost(value: string): string {
  const text = value.trim().toLowerCase()
  if (!text) return ''
  try {
    return new URL(text.includes('://') ? text : `http://${text}`).host
  } catch {
    return ''
  }
}
