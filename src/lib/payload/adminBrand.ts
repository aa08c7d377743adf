/**
 * The admin is the salon's: its name and mark (features/site-settings/admin/AdminBrand.tsx), the
 * site's icon, and no „Payload is a headless CMS“ in link previews of an admin address.
 */
export const ADMIN_META = {
  titleSuffix: ' – Salon-Verwaltung',
  description: 'Die Verwaltung der Website des Salons.',
  defaultOGImageType: 'off' as const,
  icons: [{ rel: 'icon', url: '/favicon.ico' }],
  openGraph: {
    siteName: 'Salon-Verwaltung',
    title: 'Salon-Verwaltung',
    description: 'Die Verwaltung der Website des Salons.',
  },
  robots: { index: false, follow: false },
}

export const ADMIN_GRAPHICS = {
  Logo: '@/features/site-settings/admin/AdminBrand#AdminLogo',
  Icon: '@/features/site-settings/admin/AdminBrand#AdminIcon',
}
