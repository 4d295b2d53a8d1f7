const { SourceMapConsumer } = require('source-map-js');
const fs = require('fs'); const zlib = require('zlib');
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8'); const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n'); const bySource = {};
let prev = null;
const chunks = {};
c.eachMapping((m) => { chunks[m.generatedLine] ??= []; chunks[m.generatedLine].push(m); });
for (const [ln, ms] of Object.entries(chunks)) {
  const line = lines[ln - 1]; ms.sort((a, b) => a.generatedColumn - b.generatedColumn);
  ms.forEach((m, i) => { const end = i + 1 < ms.length ? ms[i + 1].generatedColumn : line.length; const s = (m.source || '?').replace(/.*node_modules\//, 'nm:').replace(/^.*\/(ui|core|adapters|config)\//, '$1/'); bySource[s] = (bySource[s] || '') + line.slice(m.generatedColumn, end); });
}
const rows = Object.entries(bySource).map(([s, t]) => [s, t.length, zlib.gzipSync(t).length]).sort((a, b) => b[1] - a[1]);
for (const r of rows.slice(0, +process.argv[3] || 40)) console.log(String(r[1]).padStart(7), String(r[2]).padStart(6), r[0]);
