import { chromium, devices } from 'playwright-core';
import { readFileSync, existsSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const route = process.argv[2] ?? '/products?p=bags&t=all';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const maps = new Map<string, TraceMap | null>();
const mapFor = (url: string) => {
  const name = url.split('/assets/')[1];
  if (!name) return null;
  if (!maps.has(name)) { const f = `/tmp/x/smb/assets/${name}.map`; maps.set(name, existsSync(f) ? new TraceMap(readFileSync(f, 'utf8')) : null); }
  return maps.get(name)!;
};
const byFile = new Map<string, number>(); const byFn = new Map<string, number>();
let total = 0;
const RUNS = 5;
for (let i = 0; i < RUNS; i++) {
  const c = await b.newContext({ ...devices['Pixel 5'] });
  const p = await c.newPage();
  // the SPA calls the emulators on their default ports: send them to the stack's
  await p.route(/127\.0\.0\.1:(8080|9099)\//, async (r) => { const u = r.request().url().replace(':8080/', ':9580/').replace(':9099/', ':10599/'); const resp = await r.fetch({ url: u }); await r.fulfill({ response: resp }); });
  const cdp = await c.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto('http://127.0.0.1:6500' + route, { waitUntil: 'load' });
  await p.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
  profile.samples.forEach((id: number, k: number) => {
    const n: any = nodes.get(id); const cf = n.callFrame; const dt = profile.timeDeltas[k] ?? 0;
    if (['(idle)', '(program)', '(root)'].includes(cf.functionName)) return;
    total += dt;
    let file = cf.url ? cf.url.replace(/.*\//, '') : cf.functionName; let fn = cf.functionName + '@' + cf.lineNumber + ':' + cf.columnNumber;
    const m = cf.url && mapFor(cf.url);
    if (m) { const o = originalPositionFor(m, { line: cf.lineNumber + 1, column: cf.columnNumber }); if (o.source) { file = o.source.replace(/^.*node_modules\//, 'nm:').replace(/^.*\/web\/src\//, 'web:').replace(/^.*\/domain\/src\//, 'domain:'); fn = (o.name ?? fn) + ':' + o.line; } }
    byFile.set(file, (byFile.get(file) ?? 0) + dt); byFn.set(file + ' ' + fn, (byFn.get(file + ' ' + fn) ?? 0) + dt);
  });
  await c.close();
}
await b.close();
console.log(`CPU (4x throttled) per load, excluding idle/program: ${(total / RUNS / 1000).toFixed(0)} ms`);
for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / RUNS / 1000).toFixed(1).padStart(7), k);
console.log('--- functions');
for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / RUNS / 1000).toFixed(1).padStart(7), k);
