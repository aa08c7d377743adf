export type Strength = { level: 0 | 1 | 2 | 3; label: string }

const LABELS = ['zu kurz', 'schwach', 'mittel', 'stark'] as const

/**
 * The meter beside the password field while the visitor types: length and variety only, so it
 * costs no download. The server's check (passwordPolicy.server.ts, with the common-password
 * lists) decides; this only guides.
 */
export function passwordStrength(password: string, minLength = 10): Strength {
  if (password.length < minLength) return { level: 0, label: LABELS[0] }
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) =>
    pattern.test(password),
  ).length
  const repeated = /^(.)\1+$/.test(password) || /^(.{1,3})\1+$/.test(password)
  const points =
    (password.length >= 14 ? 2 : password.length >= 12 ? 1 : 0) + classes - (repeated ? 3 : 0)
  const level = points >= 5 ? 3 : points >= 3 ? 2 : 1
  return { level, label: LABELS[level] }
}
