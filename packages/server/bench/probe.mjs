// Preloaded into the server by bench/server.mjs (node --import): every second, one line on stdout
// with the server's own event-loop delay since the last line, its heap and CPU time. It changes
// nothing in the server; it lets the bench tell the server's own delay from the load generator's.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
const timer = setInterval(() => {
  const m = process.memoryUsage();
  const line = { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6, heapMb: m.heapUsed / 2 ** 20, rssMb: m.rss / 2 ** 20, cpu: process.cpuUsage() };
  h.reset();
  process.stdout.write(`bench-probe ${JSON.stringify(line)}\n`);
}, 1000);
timer.unref();
