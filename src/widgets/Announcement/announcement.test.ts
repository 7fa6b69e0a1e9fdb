import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../core/i18n/languages';
import { ANNOUNCEMENT_PARAGRAPHS } from './AnnouncementView';

// The content namespaces in every dictionary (issue 6): same keys, non-empty, translated, placeholders kept.
const dict = (l: string) => JSON.parse(readFileSync(new URL(`../../core/i18n/${l}.json`, import.meta.url), 'utf8'));
const en = dict('en');

describe('content dictionaries', () => {
  for (const ns of ['content', 'announcement', 'extra']) {
    it(`${ns}: every language has the English keys, non-empty, with the same placeholders`, () => {
      for (const l of LANG_CODES) {
        const d = dict(l)[ns];
        expect(Object.keys(d).sort(), `${l}.${ns}`).toEqual(Object.keys(en[ns]).sort());
        for (const [k, v] of Object.entries<string>(en[ns])) {
          expect(typeof d[k] === 'string' && d[k].trim().length > 0, `${l}.${ns}.${k}`).toBe(true);
          expect(d[k].match(/\{\{\w+\}\}/g) ?? [], `${l}.${ns}.${k}`).toEqual(v.match(/\{\{\w+\}\}/g) ?? []);
        }
      }
    });
  }

  it('the announcement says services are not provided to North Korea, Israel, China, Vanuatu and Cuba, in every language', () => {
    expect(en.announcement.p2).toBe('Our services are not provided to North Korea, Israel, China, Vanuatu and Cuba.');
    const vanuatu: Record<string, RegExp> = { hk: /瓦努阿圖/, jp: /バヌアツ/, kr: /바누아투/, th: /วานูอาตู/, ar: /فانواتو/, fa: /وانواتو/, hi: /वानुअतु/, ru: /Вануату/ };
    for (const l of LANG_CODES) {
      const p2 = dict(l).announcement.p2 as string;
      if (l !== 'en') expect(p2, l).not.toBe(en.announcement.p2);
      expect(p2, l).toMatch(vanuatu[l] ?? /Vanuatu/);
      for (const k of ANNOUNCEMENT_PARAGRAPHS) expect(dict(l).announcement[k], `${l} ${k}`).toBeTruthy();
      expect(dict(l).announcement.demoNote, l).toMatch(/DEMO/);
    }
  });

  it('Japanese carries the extra function labels and wallet account types (docs/product.md#users-and-modes)', () => {
    expect(dict('jp').extra).toEqual({ loan: 'ローン', transfer: '振替', fund: '資金口座', contract: '契約口座', option: 'オプション口座' });
  });
});
