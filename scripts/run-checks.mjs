// `npm test`'s first step: the type check and the lint at once. tsc and eslint each keep one core
// busy, and CI has two: run side by side they take the longer one's time, not the sum. Each
// one's output is printed whole when it ends, so the two never interleave; any failure fails it.
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint'];

function run(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ script, code: code ?? 1, signal, output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { script, code, signal, output } of results) {
  process.stdout.write(
    `\n> ${script}: ${code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`}\n`,
  );
  process.stdout.write(Buffer.concat(output));
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
