import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const p = await b.newPage({ viewport: { width: 375, height: 800 }, serviceWorkers: 'block', locale: process.argv[3] || 'fr-FR' });
if (process.env.NOW) await p.clock.setFixedTime(new Date(process.env.NOW));
const rows = [];
p.on('requestfinished', async (r) => { const s = await r.sizes(); rows.push([r.resourceType(), r.url().replace(/^https?:\/\/[^/]+/, ''), s.responseBodySize]); });
await p.goto(process.argv[2]); await p.waitForLoadState('networkidle'); await p.waitForTimeout(500);
let js=0; for (const [t,u,n] of rows) { if (t==='script'||t==='fetch'||u.endsWith('.json')) console.log(t, u, n); if (t==='script') js+=n; }
console.log('JS KB', (js/1024).toFixed(1));
await b.close();
