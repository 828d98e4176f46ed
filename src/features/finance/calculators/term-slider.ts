/**
 * The term slider (spec 02 §5 "the term slider steps 12 months"). It runs from the shortest to the
 * longest offered term in steps of 12; where the offer skips a term (12, 24, 48), a step onto the
 * gap goes on to the next offered term in the direction of the move, so the keyboard never gets
 * stuck on a term that would snap back.
 */
export function termFromSlider(choices: readonly number[], requested: number, current: number): number {
  if (choices.includes(requested)) return requested
  if (requested > current) return choices.find((choice) => choice >= requested) ?? choices.at(-1) ?? current
  if (requested < current) return choices.findLast((choice) => choice <= requested) ?? choices[0] ?? current
  return current
}
