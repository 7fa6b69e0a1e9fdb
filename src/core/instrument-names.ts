// What people type when they look for an instrument: its code ("xau"), its display name ("XAU/USD") or its common
// name in their language ("gold", "Gold", "or", "золото", "金"). Pure data and one matcher, used by the quote list's
// search and by the server's trade_list search, so both find the same pairs.

/** Common names by asset (an FX pair matches the names of either currency; other instruments their own code). */
const NAMES: Record<string, string[]> = {
  XAU: ['gold', 'oro', 'or', 'ouro', 'altın', 'altin', 'emas', 'zlato', 'kulta', 'kuld', 'золото', '金', '黃金', '黄金', '금', 'ทองคำ', 'ทอง', 'vàng', 'ذهب', 'طلا', 'सोना'],
  XAG: ['silver', 'plata', 'argent', 'prata', 'argento', 'silber', 'gümüş', 'gumus', 'perak', 'stříbro', 'hopea', 'hõbe', 'серебро', '銀', '白銀', '은', 'เงิน', 'bạc', 'فضة', 'نقره', 'चांदी'],
  USOIL: ['oil', 'crude', 'wti', 'petróleo', 'pétrole', 'öl', 'rohöl', 'petrolio', 'petrol', 'minyak', 'ropa', 'öljy', 'nafta', 'нефть', '原油', '石油', '원유', 'น้ำมัน', 'dầu', 'نفط', 'نفت', 'तेल'],
  UKOIL: ['oil', 'crude', 'brent', 'petróleo', 'pétrole', 'öl', 'rohöl', 'petrolio', 'petrol', 'minyak', 'ropa', 'öljy', 'nafta', 'нефть', '原油', '石油', '원유', 'น้ำมัน', 'dầu', 'نفط', 'نفت', 'तेल'],
  NGAS: ['natural gas', 'gas', 'gaz', 'erdgas', 'gás', 'газ', '天然氣', '天然ガス', '천연가스', 'ก๊าซ', 'khí', 'غاز', 'گاز', 'गैस'],
  BTC: ['bitcoin', 'биткоин', '比特幣', 'ビットコイン', '비트코인', 'บิตคอยน์', 'بيتكوين', 'بیت کوین', 'बिटकॉइन'],
  ETH: ['ethereum', 'ether', 'эфириум', '以太坊', 'イーサリアム', '이더리움', 'อีเธอเรียม', 'إيثريوم', 'اتریوم', 'एथेरियम'],
  US30: ['dow', 'dow jones'],
  NAS100: ['nasdaq'],
  SPX500: ['s&p', 's&p 500', 'sp500', 'spx'],
  GER40: ['dax'],
  UK100: ['ftse'],
  JP225: ['nikkei'],
  EUR: ['euro', 'евро', '歐元', 'ユーロ', '유로', 'یورو', 'يورو'],
  USD: ['dollar', 'dólar', 'доллар', '美元', 'ドル', '달러', 'دولار', 'دلار'],
  JPY: ['yen', 'иена', '日圓', '日元', '円', '엔', 'ين'],
  GBP: ['pound', 'sterling', 'фунт', '英鎊', 'ポンド', '파운드', 'جنيه'],
  CHF: ['franc', 'swiss', 'франк', '瑞郎', 'フラン', '프랑'],
  AUD: ['aussie', 'australian'],
  NZD: ['kiwi', 'new zealand'],
  CAD: ['loonie', 'canadian'],
};

/** Lower case, accents and marks dropped, spaces collapsed: "Pétrole" and "petrole" are one search. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const normalisedNames: Record<string, string[]> = /* @__PURE__ */ Object.fromEntries(Object.entries(NAMES).map(([k, v]) => [k, v.map(normaliseSearch)]));

/** The assets an instrument code stands for: its own code, and for a six-letter FX code both currencies. */
function assetsOf(code: string): string[] {
  const c = code.toUpperCase();
  return /^[A-Z]{6}$/.test(c) ? [c, c.slice(0, 3), c.slice(3)] : [c];
}

/**
 * True when `query` finds the instrument: in its code or display name (letters and digits only), or in a common
 * name of its assets. A query with no letter or digit finds nothing (it is not a wildcard).
 */
export function matchesInstrument(pair: { Code: string; ShowCode?: string }, query: string): boolean {
  const q = normaliseSearch(query);
  if (!q) return true;
  const compact = q.replace(/[^\p{L}\p{N}]/gu, '');
  if (!compact) return false;
  const codes = [pair.Code, pair.ShowCode ?? ''].map((s) => normaliseSearch(s).replace(/[^\p{L}\p{N}]/gu, ''));
  if (codes.some((c) => c.includes(compact))) return true;
  // Names need two characters (or one ideograph) so a single letter does not match half the list.
  if (compact.length < 2 && !/\p{Script=Han}|\p{Script=Hangul}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(compact)) return false;
  return assetsOf(pair.Code).some((a) => normalisedNames[a]?.some((n) => n.includes(q)));
}
