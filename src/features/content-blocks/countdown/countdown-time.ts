/**
 * The countdown's time arithmetic (spec 01 §2.9, §9), apart from the block's schema: the ticking
 * face (Countdown.tsx, a client island) imports only this, so its script carries neither the
 * Payload block config nor zod.
 */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; ended: boolean }

/** Whole days, hours, minutes and seconds from `now` to `target` (ms); a negative remainder is clamped to 0 (spec 01 §2.9, §9). */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  }
}

/** Two digits at least ('07'); days may have more. */
export const twoDigits = (n: number) => String(n).padStart(2, '0')
