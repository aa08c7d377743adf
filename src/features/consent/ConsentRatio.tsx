import type { Payload } from 'payload'

/** Above the consent log in the admin: how visitors decided, over all kept entries. */
export async function ConsentRatio({ payload }: { payload: Payload }) {
  const count = async (decision: string) =>
    (
      await payload.count({
        collection: 'consent-log',
        where: { decision: { equals: decision } },
        overrideAccess: true,
      })
    ).totalDocs
  const [accepted, refused, custom] = await Promise.all(
    ['accepted', 'refused', 'custom'].map(count),
  )
  const total = accepted! + refused! + custom!
  const share = (value: number) => (total ? `${Math.round((value / total) * 100)} %` : '–')
  return (
    <p style={{ margin: '0 0 1rem' }}>
      {total} Entscheidungen: {accepted} alle akzeptiert ({share(accepted!)}), {refused} alle
      abgelehnt ({share(refused!)}), {custom} Auswahl ({share(custom!)}).
    </p>
  )
}
