import { DetailsStep } from './BookingDetails'
import type { BookingPageData } from './bookingPage.server'
import { TimeStep } from './BookingSteps'

/** The last step only for a time that is still free; otherwise the times again, with why. */
export function BookingDetails({
  data,
  privacyPath,
}: {
  data: BookingPageData
  privacyPath: string
}) {
  const free = data.slots?.some((slot) => slot.minuteOfDay === data.choice.minute)
  if (!free)
    return (
      <TimeStep
        data={{ ...data, choice: { ...data.choice, minute: undefined } }}
        notice="Diese Uhrzeit ist nicht mehr frei. Bitte wählen Sie eine andere."
      />
    )
  return <DetailsStep data={data} privacyPath={privacyPath} />
}
