/**
 * With BUILD_PHASES set (npm run bench:scale sets it), each step's seconds on standard error,
 * from the step before, and the memory the process holds after it: where a large site's build
 * spends its time and memory.
 */
let lastPhase = performance.now();
export function buildPhase(step: string): void {
  if (!process.env.BUILD_PHASES) return;
  const now = performance.now();
  const { rss, heapUsed } = process.memoryUsage();
  const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);
  console.error(
    `build phase: ${step} ${((now - lastPhase) / 1000).toFixed(1)} s (memory ${megabytes(rss)} MB, heap ${megabytes(heapUsed)} MB)`,
  );
  lastPhase = now;
}
