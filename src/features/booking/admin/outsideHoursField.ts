import type { Field } from 'payload'

/**
 * The booked appointments the saved hours no longer cover (admin/OutsideHours.client.tsx): above
 * the salon's opening hours and a staff member's hours, where the change is made.
 */
export const outsideHoursField: Field = {
  name: 'outsideHours',
  type: 'ui',
  label: 'Termine außerhalb der Öffnungszeiten',
  admin: { components: { Field: '@/features/booking/admin/OutsideHours.client#OutsideHours' } },
}
