// The face of this feature: what src/app and tests may use (ESLint refuses deeper imports
// from the routes). The wiring (src/wiring/plugins.ts) takes the plugin from ./plugin, so plain
// Node (the Payload CLI, scripts, tests) never loads the pages' components and stylesheets.
export * from './plugin'

export { eventBySlug, listEventPaths, listEvents } from './eventData.server'
export { handleEventIcs, handleTicketsPdf } from './eventFiles.server'
export { EVENT_PATHS } from './eventPaths'
export { TICKET_STATUSES } from './eventStatus'
export { eventWhen } from './eventText'
export { BookingTickets } from './pages/BookingTickets'
export { EventDetail } from './pages/EventDetail'
export { EventList } from './pages/EventList'
export { default as eventsStyles } from './pages/Events.module.css'
export { shopTakesTickets } from './tickets/holdTickets.server'
export { bookingByKey } from './tickets/manageBooking.server'
export { formatTicketCode } from './tickets/ticketCodes'
export {
  handleCancelPost,
  handleTicketPost,
  handleWaitlistPost,
} from './tickets/ticketEndpoint.server'
export { ticketQrSvg } from './tickets/ticketPdf.server'
