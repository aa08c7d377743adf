/**
 * The demo salon's business details: the seed writes them, the first-run checklist asks the
 * owner to replace them. One list, so the two cannot drift apart.
 */
export const DEMO_SALON = {
  businessName: 'Salon Lindenblüte',
  phone: '+49 30 1234567',
  email: 'hallo@salon-lindenbluete.example',
  street: 'Lindenstraße 12',
  primaryColor: '#6b3f5c',
  accentColor: '#c9a26b',
  weekHours: {
    tu: '09:00–19:00',
    we: '09:00–19:00',
    th: '09:00–19:00',
    fr: '09:00–12:30, 13:30–19:00',
    sa: '09:00–15:00',
  },
} as const
