// Reads the company's details and services from content/*.ts for the profile PDF. The files are
// TypeScript; rather than duplicate them, read the few fields we need and fail loudly.
import { readFileSync } from 'node:fs';
import { serviceGroups } from './profile-text.mjs';

const root = new URL('../', import.meta.url);
const read = (file) => readFileSync(new URL(file, root), 'utf8');

function field(source, key, file) {
  const match = source.match(new RegExp(`\\b${key}: '((?:[^'\\\\]|\\\\.)*)'`));
  if (!match?.[1]) throw new Error(`make-profile-pdf: "${key}" not found in ${file}`);
  return match[1].replace(/\\'/g, "'");
}
const siteSource = read('content/site.ts');
export const site = Object.fromEntries(
  ['name', 'tagline', 'phone', 'email', 'street', 'label'].map((k) => [
    k,
    field(siteSource, k, 'content/site.ts'),
  ]),
);
export const founded = siteSource.match(/foundedYear: (\d{4})/)?.[1];
if (!founded) throw new Error('make-profile-pdf: "foundedYear" not found in content/site.ts');

const servicePattern =
  /slug: '([^']+)',\s*title: '((?:[^'\\]|\\.)*)',\s*short:\s*'((?:[^'\\]|\\.)*)'/g;
export const services = new Map(
  [...read('content/services.ts').matchAll(servicePattern)].map((m) => [
    m[1],
    { title: m[2], short: m[3] },
  ]),
);
const grouped = serviceGroups.flatMap(([, slugs]) => slugs);
for (const slug of services.keys())
  if (!grouped.includes(slug)) throw new Error(`make-profile-pdf: service "${slug}" has no group`);
for (const slug of grouped)
  if (!services.has(slug))
    throw new Error(`make-profile-pdf: service "${slug}" not in content/services.ts`);
if (services.size !== 12)
  throw new Error(`make-profile-pdf: expected 12 services, found ${services.size}`);
