/** The Events Calendar's and Event Tickets' post types (all read in the first pass). */
export const TRIBE_TYPES = new Set([
  'tribe_events',
  'tribe_venue',
  'tribe_organizer',
  'tribe_rsvp_tickets',
  'tribe_tpp_tickets',
])

/** The meta the first pass keeps of them (and of WooCommerce tickets, products with `_tribe_wooticket_for_event`). */
export const TRIBE_META =
  /^(?:_Event(?:StartDate|EndDate|StartDateUTC|EndDateUTC|Timezone|AllDay|VenueID|OrganizerID|Cost)|_Venue(?:Address|City|Zip)|_tribe_(?:rsvp|tpp|wooticket)_for_event|_capacity|_stock|_price|_ticket_start_date|_ticket_end_date)$/
