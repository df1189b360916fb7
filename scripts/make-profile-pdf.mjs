// Builds public/kilele-company-profile.pdf (2 A4 pages) from content/site.ts, content/services.ts
// and the prose in ./profile-text.mjs. Run: npm run profile:pdf
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { audiences, figures, reasons, serviceGroups, steps, whoWeAre } from './profile-text.mjs';
import { C, H, M, W, createKit } from './pdf-kit.mjs';
import { founded, services, site } from './profile-source.mjs';

const pdf = await PDFDocument.create();
const fixedDate = new Date(`${founded}-01-01T00:00:00Z`); // stable output: rebuilding changes nothing
pdf.setTitle(`${site.name} – Company Profile`);
pdf.setAuthor(site.name);
pdf.setSubject('Software engineering and IT services in Nairobi, Kenya');
pdf.setKeywords(['software', 'Nairobi', 'M-Pesa', 'mobile apps', 'cloud', 'cybersecurity']);
pdf.setCreator('scripts/make-profile-pdf.mjs');
pdf.setProducer('pdf-lib');
pdf.setLanguage('en-KE');
pdf.setCreationDate(fixedDate);
pdf.setModificationDate(fixedDate);
const regular = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
const { para, heading, mark, footer } = createKit({ regular, bold }, site);
const root = new URL('../', import.meta.url);

// Page 1: who we are, figures, why us
const p1 = pdf.addPage([W, H]);
p1.drawRectangle({ x: 0, y: H - 200, width: W, height: 200, color: C.navy });
p1.drawRectangle({ x: 0, y: H - 204, width: W, height: 4, color: C.amber });
mark(p1, M, H - 48, 1.6);
p1.drawText('COMPANY PROFILE', { x: M, y: H - 122, size: 10, font: bold, color: C.amber });
p1.drawText(site.name, { x: M, y: H - 152, size: 30, font: bold, color: C.white });
p1.drawText(`${site.tagline}  Software engineering from ${site.label}.`, {
  x: M,
  y: H - 176,
  size: 11,
  font: regular,
  color: C.light,
});

let y = heading(p1, 'Who we are', M, H - 240);
y = para(p1, whoWeAre(site.name, founded), { x: M, y, width: W - 2 * M, size: 10.5 });

y -= 18;
const boxW = (W - 2 * M - 3 * 12) / 4;
figures.forEach(([value, label], i) => {
  const x = M + i * (boxW + 12);
  p1.drawRectangle({ x, y: y - 72, width: boxW, height: 72, color: C.soft });
  p1.drawText(value, { x: x + 14, y: y - 38, size: 26, font: bold, color: C.blue });
  p1.drawText(label, { x: x + 14, y: y - 58, size: 9.5, font: regular, color: C.muted });
});

y = heading(p1, 'Why clients choose us', M, y - 104);
const colW = (W - 2 * M - 24) / 2;
for (let row = 0; row < 2; row++) {
  let rowBottom = y;
  for (let col = 0; col < 2; col++) {
    const [title, text] = reasons[row * 2 + col];
    const x = M + col * (colW + 24);
    p1.drawRectangle({ x, y: y - 10, width: 8, height: 8, color: C.amber });
    p1.drawText(title, { x: x + 16, y: y - 10, size: 11.5, font: bold, color: C.ink });
    rowBottom = Math.min(
      rowBottom,
      para(p1, text, { x: x + 16, y: y - 20, width: colW - 16, size: 9.5 }),
    );
  }
  y = rowBottom - 16;
}

y = heading(p1, 'Who we work with', M, y - 14);
const aW = (W - 2 * M - 2 * 12) / 3;
if (y - 86 < 48) throw new Error('make-profile-pdf: page 1 content runs into the footer');
audiences.forEach(([title, text], i) => {
  const x = M + i * (aW + 12);
  p1.drawRectangle({ x, y: y - 86, width: aW, height: 86, borderColor: C.line, borderWidth: 1 });
  p1.drawRectangle({ x, y: y - 3, width: aW, height: 3, color: i === 1 ? C.amber : C.blue });
  p1.drawText(title, { x: x + 12, y: y - 24, size: 11.5, font: bold, color: C.ink });
  para(p1, text, { x: x + 12, y: y - 34, width: aW - 24, size: 9 });
});
footer(p1, 1);

// Page 2: services, how we work, contact
const p2 = pdf.addPage([W, H]);
p2.drawRectangle({ x: 0, y: H - 64, width: W, height: 64, color: C.navy });
mark(p2, M, H - 18, 0.9);
p2.drawText(site.name, { x: M + 38, y: H - 40, size: 13, font: bold, color: C.white });
y = heading(p2, 'What we do', M, H - 96);
const gW = (W - 2 * M - 2 * 18) / 3;
let lowest = y;
serviceGroups.forEach(([group, slugs], i) => {
  const x = M + i * (gW + 18);
  p2.drawText(group.toUpperCase(), { x, y: y - 10, size: 9, font: bold, color: C.blue });
  let gy = y - 24;
  for (const slug of slugs) {
    const { title, short } = services.get(slug);
    gy = para(p2, title, { x, y: gy, width: gW, size: 10, font: bold, color: C.ink, leading: 1.3 });
    gy = para(p2, short, { x, y: gy - 2, width: gW, size: 8.5, leading: 1.4 }) - 8;
  }
  lowest = Math.min(lowest, gy);
});

y = heading(p2, 'How we work', M, lowest - 12);
const sW = (W - 2 * M - 4 * 10) / 5;
p2.drawLine({
  start: { x: M + 13, y: y - 13 },
  end: { x: W - M - sW + 13, y: y - 13 },
  thickness: 1.5,
  color: C.line,
});
steps.forEach(([title, text], i) => {
  const x = M + i * (sW + 10);
  p2.drawCircle({ x: x + 13, y: y - 13, size: 13, color: i === 0 ? C.amber : C.blue });
  p2.drawText(String(i + 1), { x: x + 10, y: y - 17.5, size: 12, font: bold, color: C.white });
  const ty = para(p2, title, {
    x,
    y: y - 36,
    width: sW,
    size: 10,
    font: bold,
    color: C.ink,
    leading: 1.3,
  });
  lowest = para(p2, text, { x, y: ty - 2, width: sW, size: 8.5, leading: 1.4 });
});

const boxTop = 250;
p2.drawRectangle({ x: M, y: 60, width: W - 2 * M, height: boxTop - 60, color: C.navy });
p2.drawRectangle({ x: M, y: boxTop - 4, width: W - 2 * M, height: 4, color: C.amber });
p2.drawText('Have a project idea in mind?', {
  x: M + 28,
  y: boxTop - 46,
  size: 18,
  font: bold,
  color: C.white,
});
para(
  p2,
  'Tell us what you are building. We reply within one working day with questions, options and a first estimate.',
  { x: M + 28, y: boxTop - 58, width: 250, size: 10, color: C.light },
);
[
  ['Phone', site.phone],
  ['Email', site.email],
  ['Office', `${site.street}, ${site.label}`],
].forEach(([k, v], i) => {
  const x = M + 310;
  const ry = boxTop - 50 - i * 42;
  p2.drawText(k.toUpperCase(), { x, y: ry, size: 8, font: bold, color: C.amber });
  p2.drawText(v, { x, y: ry - 16, size: 11.5, font: bold, color: C.white });
});
if (lowest < boxTop + 16)
  throw new Error('make-profile-pdf: page 2 content overlaps the contact box');
footer(p2, 2);

const bytes = await pdf.save({ useObjectStreams: true });
writeFileSync(new URL('public/kilele-company-profile.pdf', root), bytes);
console.log(`public/kilele-company-profile.pdf: ${bytes.length} bytes`);
