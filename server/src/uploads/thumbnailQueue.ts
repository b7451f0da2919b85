/**
 * Thumbnails are made one at a time per function instance. sharp decodes a whole image in
 * memory and spends its CPU on it; ten uploads arriving together would otherwise decode ten
 * images at once on an instance of one or two cores (and its memory), slowing every request the
 * instance serves. `sharp.concurrency(1)` would only limit the threads of each operation, not
 * how many run: this is the queue.
 */

/** Runs tasks one after another, in the order they were given; a failing task does not stop the next. */
export class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** Tasks started or waiting. */
  get pending(): number {
    return this.queued;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const result = this.tail.then(task).finally(() => {
      this.queued -= 1;
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** The instance's thumbnail queue (uploads and the backfill share it). */
export const thumbnailQueue = new OneAtATime();
