/**
 * When the car-of-the-week carousel loops (spec 02 'Car-of-the-week carousel' "Looping (the list
 * is duplicated)"). Embla does the moving; this only decides whether there is anything to loop.
 */

/** Sub-pixel slack: browsers round layout sizes. */
const SLACK = 1

/** The carousel loops only when one copy is wider than the track: otherwise every car is already in view. */
export function carouselLoops(setWidth: number, viewportWidth: number): boolean {
  return setWidth > viewportWidth + SLACK
}
