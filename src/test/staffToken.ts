import { COLLECTIONS } from '@/contracts/slugs'

import type { TestPayload } from './testPayload'

/**
 * A new staff account with `role`, signed in through the REST API as the admin signs in: its JWT,
 * for `authorization: JWT …` on the instance's endpoints.
 */
export async function staffToken(
  instance: TestPayload,
  role: 'admin' | 'editor',
  client = '198.51.100.40',
): Promise<string> {
  const email = `${role}-${instance.kind}@example.test`
  const password = 'ein-langes-passwort-1'
  await instance.payload.create({
    collection: COLLECTIONS.users,
    data: { email, password, roles: [role] },
  })
  const response = await instance.rest(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password }),
    }),
  )
  return ((await response.json()) as { token: string }).token
}
