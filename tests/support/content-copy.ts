import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The content folders a copy holds: the ones the loaders read. */
const FOLDERS = ['articles', 'legal', 'service-pages'];

export type ContentCopy = {
  /** The copy's content folder, for the loaders' `dir` and for checkContent. */
  root: string;
  /** Writes a file, e.g. write('articles/new.mdx', text). */
  write(file: string, text: string): void;
  /** Rewrites a file of the copy through `change`. */
  edit(file: string, change: (text: string) => string): void;
  /** Moves a file to a new name within the copy. */
  rename(file: string, to: string): void;
  remove(): void;
};

/** A throwaway copy of the site's content folders, for tests that add or break a file. */
export function copyContent(): ContentCopy {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  for (const folder of FOLDERS)
    cpSync(join(process.cwd(), 'content', folder), join(root, folder), { recursive: true });
  return {
    root,
    write: (file, text) => writeFileSync(join(root, file), text),
    edit: (file, change) =>
      writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8'))),
    rename: (file, to) => renameSync(join(root, file), join(root, to)),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** An article file as a writer would add it: front matter, then Markdown with a call-out. */
export function newArticle({
  id,
  title,
  published,
}: {
  id: number;
  title: string;
  published: string;
}) {
  return `---
id: ${id}
title: ${title}
description: How a small online shop in Nairobi can choose between M-Pesa, cards and bank transfers.
published: ${published}
team: payments
label: Payments
image: /images/blog/business-of-growth.svg
icon: chart
related: [1, 2]
cta:
  title: Take payments the way your customers pay
  text: We connect your shop to M-Pesa and card payments, with reconciliation your accountant trusts.
  button: Talk to us about payments
  subject: Online payments for our shop
---

Most customers in Kenya pay with M-Pesa, but a growing share of them also expect to pay by card.

## Start with how your customers pay

Look at last month's sales: how many came by M-Pesa, by card and by bank transfer?

<Callout title="Reconcile every day">
Match each payment to an order before the day ends, while the details are fresh.
</Callout>
`;
}
