/**
 * Trading sessions (UTC, daylight saving ignored):
 *  - fx:       Sunday 22:00 → Friday 22:00
 *  - metal, energy: as fx, plus a daily break 22:00–23:00
 *  - us-index: Monday–Friday 13:30–20:00
 *  - eu-index: Monday–Friday 07:00–15:30
 *  - uk-index: Monday–Friday 08:00–16:30
 *  - jp-index: Monday–Friday 00:00–06:00
 *  - crypto:   always
 */
import type { SessionKind } from '../trading/instruments.js';

function fxOpen(day: number, minute: number): boolean {
  if (day === 6) return false;
  if (day === 5 && minute >= 22 * 60) return false;
  if (day === 0 && minute < 22 * 60) return false;
  return true;
}

export function isSessionOpen(session: SessionKind, ms: number): boolean {
  const sec = Math.floor(ms / 1000);
  const days = Math.floor(sec / 86400);
  // 1970-01-01 was a Thursday (4)
  const day = (((days + 4) % 7) + 7) % 7;
  const minute = Math.floor((sec - days * 86400) / 60);
  const weekday = day >= 1 && day <= 5;
  switch (session) {
    case 'crypto':
      return true;
    case 'fx':
      return fxOpen(day, minute);
    case 'metal':
    case 'energy':
      return fxOpen(day, minute) && !(minute >= 22 * 60 && minute < 23 * 60);
    case 'us-index':
      return weekday && minute >= 13 * 60 + 30 && minute < 20 * 60;
    case 'eu-index':
      return weekday && minute >= 7 * 60 && minute < 15 * 60 + 30;
    case 'uk-index':
      return weekday && minute >= 8 * 60 && minute < 16 * 60 + 30;
    case 'jp-index':
      return weekday && minute < 6 * 60;
    default:
      return false;
  }
}
