import type { Payload } from 'payload'

import {
  handleAddress,
  handleDelete,
  handleExport,
  handleLinkOrders,
  handlePassword,
  handleProfile,
} from '@/features/accounts'
import {
  handleConfirm,
  handleForgot,
  handleLogin,
  handleLogout,
  handleMe,
  handleRegister,
  handleReset,
} from '@/features/accounts'
import { jsonError } from '@/lib/http'

import { publicEndpoint } from '../../../_data/publicEndpoint'

export const dynamic = 'force-dynamic'

type Handler = (request: Request, payload: Payload) => Promise<Response>

const POSTS: Record<string, Handler> = {
  login: handleLogin,
  logout: handleLogout,
  register: handleRegister,
  confirm: handleConfirm,
  forgot: handleForgot,
  reset: handleReset,
  profile: handleProfile,
  password: handlePassword,
  address: handleAddress,
  'link-orders': handleLinkOrders,
  delete: handleDelete,
}
const GETS: Record<string, Handler> = { me: handleMe, export: handleExport }

const unknown = () => jsonError(404, 'not_found', 'No such account endpoint.')

/** docs/accounts.md: the visitor accounts' endpoints, one per action. */
export const { GET, POST, PUT, PATCH, DELETE } = publicEndpoint<{ action: string }>({
  name: '/api/account',
  usage: 'Use POST with form fields (GET for me and export).',
  unavailable: 'Accounts are unavailable; try again later.',
  GET: (request, payload, { action }) => (GETS[action] ?? unknown)(request, payload),
  POST: (request, payload, { action }) => (POSTS[action] ?? unknown)(request, payload),
})
