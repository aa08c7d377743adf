import { describe, expect, it } from 'vitest'

import { checkQuizAnswer, drawQuiz, questionHash } from './quiz.server'

const SECRET = 'quiz-secret'
const field = {
  name: 'frage',
  quiz: [
    { question: 'Wie viel ist 3 plus 4?', answer: '7|sieben' },
    { question: 'Welche Farbe hat Schnee?', answer: 'weiß' },
  ],
}

describe('quiz', () => {
  const hash = questionHash(SECRET, 1, 'frage', field.quiz[0]!.question)
  it('accepts any listed answer, ignoring case, spaces and end punctuation', () => {
    expect(checkQuizAnswer(SECRET, 1, field, ' Sieben! ', hash)).toBe('right')
    expect(checkQuizAnswer(SECRET, 1, field, '7', hash)).toBe('right')
    expect(checkQuizAnswer(SECRET, 1, field, '8', hash)).toBe('wrong')
  })
  it('calls a question identity it did not issue forged (other secret, form or field)', () => {
    expect(checkQuizAnswer(SECRET, 1, field, '7', 'made-up')).toBe('forged')
    expect(checkQuizAnswer('other', 1, field, '7', hash)).toBe('forged')
    expect(checkQuizAnswer(SECRET, 2, field, '7', hash)).toBe('forged')
  })
  it('draws one question per quiz field with its identity', () => {
    const quiz = drawQuiz(SECRET, { id: 1, fields: [{ ...field, type: 'quiz' } as never] }, () => 1)
    expect(quiz).toEqual({
      frage: [
        'Welche Farbe hat Schnee?',
        questionHash(SECRET, 1, 'frage', 'Welche Farbe hat Schnee?'),
      ],
    })
    expect(drawQuiz(SECRET, { id: 1, fields: [] })).toBeUndefined()
  })
})
