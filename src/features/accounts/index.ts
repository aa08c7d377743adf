// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin, so plain
// Node (the Payload CLI, scripts, tests) never loads the pages' components and stylesheets.
export * from './plugin'

export { default as accountStyles } from './Account.module.css'
export { LoginBox } from './LoginBox'
export {
  handleAddress,
  handleDelete,
  handleExport,
  handleLinkOrders,
  handlePassword,
  handleProfile,
} from './accountEndpoints.server'
export { ACCOUNT_PATHS } from './accountPaths'
export { appointmentsOf, linkableOrders, ordersOf, ticketsOf } from './accountRecords.server'
export {
  handleConfirm,
  handleForgot,
  handleLogin,
  handleLogout,
  handleMe,
  handleRegister,
  handleReset,
} from './auth/authEndpoints.server'
export { signedInCustomer } from './auth/customerSession.server'
export { AddressesForm, DetailsForms } from './pages/AccountForms'
export { AccountNav, AppointmentsList, Notice, OrdersList, Overview } from './pages/AccountViews'
export type { AppointmentRow, OrderRow } from './pages/AccountViews'
export { ConfirmForm, ForgotForm, LoginForm, RegisterForm, ResetForm } from './pages/AuthForms'
export { TicketsList } from './pages/TicketsList'
export type { TicketRow } from './pages/TicketsList'
export { accountNotice } from './pages/notices'
