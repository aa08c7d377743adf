import { ServerWords } from '@/lib/ui/ServerWords'

import type { RestoreAnswer } from './restoreAnswer'

/** The German answer of a restore or an upload, marked green or red, the server's words folded. */
export function AnswerBox({ answer }: { answer: RestoreAnswer | null }) {
  if (!answer) return null
  return (
    <div
      style={{
        borderLeft: `4px solid var(${answer.ok ? '--theme-success-500' : '--theme-error-500'})`,
        paddingLeft: '0.75rem',
      }}
    >
      <p>{answer.text}</p>
      <ServerWords words={answer.details} summary="Genaue Meldung" />
    </div>
  )
}
