// CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it holds a comma, a
// quote or a line break (its quotes doubled). What a statement writes is ours but some of it comes from people — an
// operator's memo on an adjustment, a symbol an operator named — so a text cell that a spreadsheet would take for a
// formula (starting with = + - @, a tab or a carriage return: OWASP "CSV injection") is written with a leading
// apostrophe, which spreadsheets show as text. Numbers are decimal strings the server made, never text from anyone:
// they keep their minus sign.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/download.js';

/** A column's cells are either text (neutralised as above) or numbers and times the server wrote (written as they are). */
export type Cell = { text: string } | string;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell: written so that no spreadsheet runs it. */
export const text = (value: string | null | undefined): Cell => ({ text: value ?? '' });

function cell(c: Cell): string {
  const raw = typeof c === 'string' ? c : FORMULA_START.test(c.text) ? `'${c.text}` : c.text;
  return NEEDS_QUOTES.test(raw) ? `"${raw.replace(/"/g, '""')}"` : raw;
}

/** One line of the file, with its CRLF. */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(cell).join(',')}\r\n`;

/** Written first so that Excel opens the file as UTF-8 (descriptions in Thai, Arabic, Chinese …). */
export const UTF8_BOM = '\uFEFF';

/** Answers `body` as a CSV file to download under `name` (the statements, the books, the user list). */
export const sendCsvFile = (reply: FastifyReply, name: string, body: string | Readable) =>
  sendDownload(reply, name, 'text/csv; charset=utf-8', body);
