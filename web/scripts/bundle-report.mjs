#!/usr/bin/env node
/* global process, console, URL */
// Gzipped JS each storefront route loads (entry chunk + its static imports + the route's module and
// its static imports), read from dist/.vite/manifest.json after `vite build`. Fails when a route is
// over the budget or when anything the storefront entry loads comes from an admin chunk.
//
//   node scripts/bundle-report.mjs [--budget-kib 200] [route-module ...]
//   e.g. node scripts/bundle-report.mjs home products product
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget-kib');
const budgetKiB = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : 200;
const routes = args.length > 0 ? args : ['home', 'products', 'product'];

const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const isAdmin = (key) =>
  /(^|\/)_?admin-[^/]*\.js$/.test(key) || (manifest[key].src ?? '').includes('routes/admin/');

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipped = (key) => gzipSync(readFileSync(new URL(manifest[key].file, dist)), { level: 9 }).length;

let failed = false;
const entry = closure(entryKey);
const leaked = [...entry].filter(isAdmin);
console.log(`admin chunks loaded by the storefront entry: ${leaked.length ? leaked.join(', ') : 'none'}`);
if (leaked.length) failed = true;

for (const route of routes) {
  const routeKey = `src/app/routes/storefront/${route}.tsx`;
  if (!manifest[routeKey]) {
    console.error(`no route module ${routeKey} in the manifest`);
    failed = true;
    continue;
  }
  const keys = closure(routeKey, closure(entryKey));
  const total = [...keys].reduce((sum, key) => sum + gzipped(key), 0);
  const over = total > budgetKiB * 1024;
  if (over) failed = true;
  console.log(
    `${over ? 'OVER ' : ''}${route}: ${kib(total)} gzipped JS in ${keys.size} chunks (budget ${budgetKiB} KiB)`,
  );
  for (const key of [...keys].sort((a, b) => gzipped(b) - gzipped(a)))
    console.log(`  ${kib(gzipped(key)).padStart(10)}  ${manifest[key].file}`);
}
process.exit(failed ? 1 : 0);
