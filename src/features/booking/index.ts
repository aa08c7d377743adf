// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin, so plain
// Node (the Payload CLI, scripts, tests) never loads the pages' components and stylesheets.
export * from './plugin'

export { APPOINTMENT_STATUSES } from './appointmentStatus'
export { handleBookingPost } from './bookingEndpoint.server'
export { BOOKING_PATHS } from './bookingPaths'
export { handleAppointmentIcs, handleStaffFeed } from './admin/calendarEndpoints.server'
export { readSalon, viewOf, whenText } from './mails/bookingMails.server'
export { appointmentMailState } from './mails/mailState.server'
export { changeDeadline, findManaged, handleManagePost, mayChange } from './manage/manage.server'
export { settleDepositOnReturn } from './deposits/depositPayment.server'
export { manageKeyOf } from './manage/manageKey.server'
export { BookingView } from './pages/BookingView'
export { ManageView } from './pages/ManageView'
export { bookingPageData } from './pages/bookingPage.server'
export { bookableServiceLookup } from './slots/bookableServices.server'
export { handleSlotsGet } from './slots/slotsEndpoint.server'
