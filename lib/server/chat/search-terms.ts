import 'server-only';

/**
 * How words become search terms, for the index and the visitor's question alike: lower case,
 * accents dropped, filler words removed, a light stem, and a few synonyms so that Swahili words
 * and common misspellings land on the same terms as the site's English copy.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could did do does for from get got have how i if in is it ' +
    'its me my of on or our please so that the their them then there these this to us was we ' +
    'what when where which who why will with would you your yours hi tell about any some just ' +
    'want need like know much many also more very really kindly one ' +
    // Swahili filler: "za", "ya", "na", "kwa", "ni", "je", "gani" ...
    'za ya wa la na kwa ni je gani hii huo hiyo nini tafadhali mimi sisi nyinyi nyie naomba ' +
    'nataka nina yenu yako wewe mnatoa mnafanya ' +
    // greetings are handled before the search and carry no topic
    'hello hey habari jambo hujambo mambo sasa niaje vipi poa'
  ).split(' '),
);

/** Visitor words (after stemming) mapped to the words the site itself uses. */
const SYNONYMS: Record<string, readonly string[]> = {
  // Swahili
  bei: ['price', 'cost'],
  gharama: ['price', 'cost'],
  pesa: ['price', 'cost'],
  wapi: ['where', 'location'],
  ofisi: ['office', 'location'],
  simu: ['phone', 'mobile'],
  tovuti: ['website'],
  programu: ['software', 'app'],
  usalama: ['security'],
  msaada: ['support', 'help'],
  mkopo: ['loan', 'microfinance'],
  mikopo: ['loan', 'microfinance'],
  hoteli: ['hotel'],
  muda: ['time', 'long', 'timeline'],
  ushauri: ['consultation', 'advice'],
  bure: ['free'],
  baada: ['after'],
  biashara: ['business'],
  mradi: ['project'],
  kuwasiliana: ['contact'],
  wasiliana: ['contact'],
  barua: ['email'],
  // English variants and misspellings fuzzy search would miss or rank too low
  prize: ['price'],
  quote: ['price', 'cost'],
  quotation: ['price', 'cost'],
  budget: ['price', 'cost'],
  charg: ['price', 'cost'],
  rate: ['price', 'cost'],
  fee: ['price', 'cost'],
  afford: ['price', 'cost'],
  expens: ['price', 'cost'],
  cheap: ['price', 'cost'],
  pay: ['price', 'payment'],
  payment: ['price', 'payment'],
  mpesa: ['mpesa', 'integration'],
  daraja: ['mpesa', 'integration'],
  android: ['mobile', 'app'],
  ios: ['mobile', 'app'],
  iphone: ['mobile', 'app'],
  webiste: ['website'],
  websit: ['website'],
  wesite: ['website'],
  site: ['website'],
  consultaion: ['consultation'],
  consulation: ['consultation'],
  consultation: ['consultation'],
  consult: ['consultation', 'consultancy'],
  meeting: ['consultation', 'book'],
  call: ['consultation', 'phone'],
  appointment: ['consultation', 'book'],
  schedul: ['consultation', 'book'],
  securty: ['security'],
  secur: ['security'],
  hack: ['security', 'penetration'],
  pentest: ['penetration', 'security'],
  gdpr: ['data', 'protection'],
  privacy: ['privacy', 'protection'],
  locat: ['location'],
  located: ['location'],
  address: ['location', 'address'],
  direction: ['location', 'map'],
  visit: ['location', 'office'],
  duration: ['long', 'timeline'],
  timelin: ['timeline', 'long'],
  deadline: ['timeline', 'long'],
  week: ['timeline', 'long'],
  month: ['timeline', 'long'],
  maintain: ['maintenance', 'support'],
  maintenance: ['maintenance', 'support'],
  bug: ['support', 'maintenance'],
  sector: ['industry'],
  industri: ['industry'],
  hospital: ['healthcare', 'industry'],
  clinic: ['healthcare', 'industry'],
  school: ['education', 'industry'],
  bank: ['finance', 'bank'],
  sacco: ['microfinance', 'sacco'],
  lend: ['loan', 'microfinance'],
  scrum: ['agile', 'process'],
  sprint: ['agile', 'process'],
  methodology: ['agile', 'process'],
  aws: ['cloud', 'devops'],
  azure: ['cloud', 'devops'],
  sensor: ['iot'],
  email: ['email', 'contact'],
  whatsapp: ['whatsapp', 'contact'],
  reach: ['contact'],
  talk: ['contact'],
  touch: ['contact'],
};

/** Strips one common English ending so "prices", "pricing" and "price" meet. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's', 'e']) {
    if (word.endsWith(suffix) && !word.endsWith('ss') && word.length - suffix.length >= 4) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** Lower case without accents or apostrophes, so "M-Pesa" and "mpesa" are one word. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/m-pesa/g, 'mpesa')
    .replace(/['’]/g, '');
}

/** Phrases whose meaning is lost once split into (mostly filler) words. */
const PHRASES: [RegExp, string][] = [
  [/\bhow much\b/g, ' price '],
  [/\bhow long\b/g, ' timeline '],
  [/\bngapi\b/g, ' price '],
  [/\biko wapi\b|\bmko wapi\b/g, ' location '],
];

export function tokenize(text: string): string[] {
  let folded = fold(text);
  for (const [pattern, meaning] of PHRASES) folded = folded.replace(pattern, meaning);
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

/** A document term: stemmed, or dropped when it carries no meaning. */
export function indexTerm(word: string): string | null {
  const lower = fold(word);
  if (STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** A query term: like a document term, plus the synonyms the visitor may have meant. */
export function queryTerms(word: string): string[] | null {
  const term = indexTerm(word);
  if (!term) return null;
  const extra = SYNONYMS[term] ?? SYNONYMS[fold(word)] ?? [];
  return [...new Set([term, ...extra.map(stem)])];
}
