import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as german from '@zxcvbn-ts/language-de'

export const MIN_PASSWORD_LENGTH = 10

let factory: ZxcvbnFactory | undefined
const estimator = () =>
  (factory ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...german.dictionary },
  }))

/**
 * A new password, or the German reason it is refused: at least 10 characters, and not one
 * zxcvbn finds among the common passwords and words (English and German lists) or built from
 * the e-mail address or the name, i.e. guessable in fewer than 10⁸ tries (score < 3).
 */
export async function passwordProblem(
  password: string,
  personal: string[] = [],
): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`
  if (password.length > 200) return 'Das Passwort darf höchstens 200 Zeichen lang sein.'
  const words = personal
    .flatMap((value) => value.toLowerCase().split(/[^a-zäöüß0-9]+/))
    .filter((word) => word.length >= 3)
  const result = await estimator().checkAsync(password, words)
  return result.score < 3
    ? 'Dieses Passwort ist zu leicht zu erraten (es ist verbreitet oder enthält Ihren Namen oder Ihre E-Mail-Adresse). Bitte wählen Sie ein anderes, z. B. mehrere ungewöhnliche Wörter.'
    : null
}
