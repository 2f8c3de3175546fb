// Loaded into the server under measurement (`node --import`, bench/api.ts): four times a second it
// appends the process's memory as V8 and Node see it to the file named by BENCH_MEMORY_FILE, one
// JSON line per sample, so the benchmark can split the RSS it reads from /proc into the JavaScript
// heap (young and old generation), memory held for JavaScript outside it, and the rest.
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    const spaces = getHeapSpaceStatistics();
    const young = spaces
      .filter((space) => space.space_name.startsWith('new_'))
      .reduce((sum, space) => sum + space.space_size, 0);
    const sample = {
      at: Date.now(),
      rss: usage.rss,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      young,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
    };
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  }, 250);
  timer.unref();
}
