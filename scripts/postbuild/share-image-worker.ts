// The share cards' worker threads: the build hands them every card to draw at once
// (drawInWorkers), and each draws the next card on a count they share (share-card-drawer.ts
// draws one), without waiting on the build's own thread.
import { availableParallelism } from "node:os";
import { parentPort, Worker, workerData } from "node:worker_threads";
import { cardDrawer, type ShareImageJob, type ShareImageWorkerData } from "./share-card-drawer.ts";

/**
 * Every card to draw, sent once to each worker, and where the workers count the next one to
 * draw. A worker draws one card after another without waiting on the build's own thread, which
 * is busy for seconds at a time: asked for each card in turn, a worker drew one in ten.
 */
interface ShareImageJobs {
  jobs: ShareImageJob[];
  /** An Int32Array's buffer: the index of the next card. */
  next: SharedArrayBuffer;
}

/**
 * Draws the cards the shared count gives, one after another, until none is left; the first
 * card that cannot be drawn stops every thread drawing them after its card, and is said.
 */
async function drawCards(
  { jobs, next }: ShareImageJobs,
  drawCard: (job: ShareImageJob) => Promise<void>,
): Promise<void> {
  const counter = new Int32Array(next);
  for (let index = Atomics.add(counter, 0, 1); index < jobs.length; index = Atomics.add(counter, 0, 1)) {
    const job = jobs[index] as ShareImageJob;
    try {
      await drawCard(job);
    } catch (error) {
      Atomics.store(counter, 0, jobs.length);
      const why = error instanceof Error ? error.stack : String(error);
      throw new Error(`The share image ${job.page} could not be drawn: ${why}`, { cause: error });
    }
  }
}

/**
 * The workers draw the cards, each one at a time: one worker while the build's own thread is
 * busy, until `buildIdle` settles, then one a core. The prerender has a core of its own, and
 * the build is at its largest then, without a second worker's memory.
 */
export async function drawInWorkers(
  jobs: ShareImageJob[],
  given: ShareImageWorkerData,
  buildIdle: Promise<unknown>,
): Promise<void> {
  if (jobs.length === 0) return;
  const message: ShareImageJobs = { jobs, next: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT) };
  const left = () => jobs.length - Atomics.load(new Int32Array(message.next), 0);
  const workers: Worker[] = [];
  const work = () => {
    const worker = new Worker(new URL("./share-image-worker.ts", import.meta.url), {
      workerData: { shareImages: given },
    });
    workers.push(worker);
    const done = new Promise<void>((resolve, reject) => {
      worker.once("message", ({ error }: { error?: string }) =>
        error ? reject(new Error(error)) : resolve(),
      );
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`A share image worker stopped (exit code ${code}).`)));
    });
    worker.postMessage(message);
    return done;
  };
  const others: Array<Promise<void>> = [];
  void buildIdle.then(() => {
    for (let core = 1; core < availableParallelism() && left() > 0; core++) {
      const done = work();
      // Said once the first worker is done.
      done.catch(() => undefined);
      others.push(done);
    }
  });
  try {
    await work();
    await Promise.all(others);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

// As a worker (drawInWorkers starts it with its data under `shareImages`), it draws the cards
// it is sent. Imported, it only starts workers: vitest, for one, runs tests in workers of its
// own, whose messages are not cards.
const started = (workerData as { shareImages?: ShareImageWorkerData } | null)?.shareImages;
if (parentPort && started) {
  const port = parentPort;
  port.once("message", (jobs: ShareImageJobs) => {
    drawCards(jobs, cardDrawer(started)).then(
      () => port.postMessage({ done: true }),
      (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
