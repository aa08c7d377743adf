/**
 * The header checks of securityheaders.com and Mozilla Observatory, as their published rules
 * score them, for what one response's headers can show (the redirect to https and cookies set
 * elsewhere are a deployment's). Used by e2e/security.spec.ts on every demo page, the admin and
 * an API answer.
 */
type Headers = Record<string, string>

const csp = (headers: Headers) => headers['content-security-policy'] ?? ''
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

/** securityheaders.com: A+ with every header and no unsafe script sources, A with all present. */
export function securityHeadersGrade(headers: Headers, https: boolean) {
  const required = [
    'content-security-policy',
    'x-frame-options',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    ...(https ? ['strict-transport-security'] : []),
  ]
  const missing = required.filter((name) => !headers[name])
  const scripts = directive(csp(headers), 'script-src') ?? directive(csp(headers), 'default-src')
  const unsafe = scripts?.some((source) => ["'unsafe-inline'", "'unsafe-eval'"].includes(source))
  const grade = ['A', 'B', 'C', 'D', 'E', 'F'][Math.min(missing.length, 5)]!
  return { grade: grade === 'A' && !unsafe ? 'A+' : grade, missing }
}

/** Mozilla Observatory (v2 scoring): 100 to start, penalties and bonuses per test. */
export function observatoryScore(headers: Headers, https: boolean) {
  let score = 100
  const notes: string[] = []
  const policy = csp(headers)
  const scripts = directive(policy, 'script-src') ?? directive(policy, 'default-src')
  const nonceOrHash = scripts?.some((source) => /^'(nonce|sha\d+)-/.test(source))
  if (!policy) {
    score -= 25
    notes.push('no CSP')
  } else if (
    !scripts ||
    (scripts.includes("'unsafe-inline'") && !nonceOrHash) ||
    scripts.includes("'unsafe-eval'") ||
    scripts.some((source) => ['*', 'http:', 'https:', 'data:'].includes(source))
  ) {
    score -= 20
    notes.push('CSP allows unsafe scripts')
  } else if (directive(policy, 'default-src')?.includes("'none'")) {
    score += 10
  }
  if (headers['x-content-type-options'] !== 'nosniff') {
    score -= 5
    notes.push('no nosniff')
  }
  const ancestors = directive(policy, 'frame-ancestors')
  if (ancestors) score += 5
  else if (!/^(deny|sameorigin)$/i.test(headers['x-frame-options'] ?? '')) {
    score -= 20
    notes.push('can be framed')
  }
  if (
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      headers['referrer-policy'] ?? '',
    )
  )
    score += 5
  if (
    https &&
    !/max-age=(\d{8,}|[2-9]\d{7}|1[6-9]\d{6})/.test(headers['strict-transport-security'] ?? '')
  ) {
    score -= 20
    notes.push('no HSTS')
  }
  const grade =
    score >= 100 ? 'A+' : score >= 90 ? 'A' : score >= 85 ? 'A-' : score >= 80 ? 'B+' : 'B or worse'
  return { score, grade, notes }
}
