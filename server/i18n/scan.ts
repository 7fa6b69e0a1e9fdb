import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Finds the English messages written in the server source, for the catalogue test (messages.test.ts): the string
// literals inside `new AppError(…)`, the second argument of `ok(data, '…')`, the values of engine/messages.ts and the
// `const NAME = '…'` constants an AppError throws by name. A template literal's `${…}` parts become `{{}}`.

/** Operator-only code (admin API and CLI): its messages stay English and are not scanned. */
export const ADMIN_ONLY = [/^admin\//, /(^|\/)admin\.ts$/, /(^|\/)cli-commands\.ts$/, /(^|\/)cli\.ts$/];

export interface Found {
  file: string;
  text: string;
  /** True for template literals: `text` then has `{{}}` for each `${…}`. */
  template: boolean;
}

function sourceFiles(dir: string, root = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, root, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(relative(root, path));
  }
  return out;
}

/** The text between the parenthesis at `open` and its partner (strings and templates skipped over). */
function argumentText(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "'" || c === '"' || c === '`') {
      i = skipString(src, i);
      continue;
    }
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return src.slice(open + 1, i);
  }
  return src.slice(open + 1);
}

function skipString(src: string, start: number): number {
  const q = src[start];
  for (let i = start + 1; i < src.length; i++) {
    if (src[i] === '\\') i++;
    else if (q === '`' && src[i] === '$' && src[i + 1] === '{') {
      i = argumentEnd(src, i + 1);
    } else if (src[i] === q) return i;
  }
  return src.length;
}

function argumentEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === "'" || src[i] === '"' || src[i] === '`') i = skipString(src, i);
    else if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return i;
  }
  return src.length;
}

/** String and template literals of a piece of code, outermost only. */
export function literals(code: string): { text: string; template: boolean }[] {
  const out: { text: string; template: boolean }[] = [];
  for (let i = 0; i < code.length; i++) {
    const q = code[i];
    if (q !== "'" && q !== '"' && q !== '`') continue;
    const end = skipString(code, i);
    const raw = code.slice(i + 1, end);
    // Operands of a comparison (`row.status === 'finish' ? … : …`) are not messages.
    if (/[=!]==?\s*$/.test(code.slice(0, i))) {
      i = end;
      continue;
    }
    if (q === '`') out.push({ text: templateText(raw), template: raw.includes('${') });
    else out.push({ text: raw.replace(/\\(.)/g, '$1'), template: false });
    i = end;
  }
  // Separators and the like (`list.join(', ')`) are not messages.
  return out.filter((l) => /[A-Za-z]{2}/.test(l.text));
}

/** `${…}` parts of a template literal's body → `{{}}`. */
function templateText(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '$' && body[i + 1] === '{') {
      i = argumentEnd(body, i + 1);
      out += '{{}}';
    } else if (body[i] === '\\') out += body[++i];
    else out += body[i];
  }
  return out;
}

/** Top-level comma positions of an argument list. */
function splitArgs(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i++) {
    const c = args[i];
    if (c === "'" || c === '"' || c === '`') i = skipString(args, i);
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(args.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(args.slice(start));
  return parts;
}

export function scanServerMessages(serverDir: string): Found[] {
  const files = sourceFiles(serverDir).filter((f) => !ADMIN_ONLY.some((re) => re.test(f)));
  const sources = new Map(files.map((f) => [f, readFileSync(join(serverDir, f), 'utf8')]));
  const constants = new Map<string, string>();
  for (const src of sources.values()) {
    for (const m of src.matchAll(/\bconst ([A-Z][A-Z0-9_]+) = '((?:[^'\\]|\\.)*)'/g)) constants.set(m[1], m[2].replace(/\\(.)/g, '$1'));
  }
  const found: Found[] = [];
  for (const [file, src] of sources) {
    for (const m of src.matchAll(/\bnew AppError\(/g)) {
      const args = splitArgs(argumentText(src, m.index! + m[0].length - 1));
      const first = args[0].trim();
      const lits = literals(first);
      for (const l of lits) found.push({ file, ...l });
      if (!lits.length && /^[A-Z][A-Z0-9_]+$/.test(first) && constants.has(first)) found.push({ file, text: constants.get(first)!, template: false });
    }
    for (const m of src.matchAll(/\bok\(/g)) {
      const args = splitArgs(argumentText(src, m.index! + m[0].length - 1));
      if (args.length >= 2) for (const l of literals(args[1])) found.push({ file, ...l });
    }
    if (file.endsWith('messages.ts') && file.startsWith('engine')) for (const l of literals(src)) found.push({ file, ...l });
  }
  return found;
}
