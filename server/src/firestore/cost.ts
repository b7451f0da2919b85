/**
 * What one GraphQL request cost in Firestore, reported in `extensions.cost`. Repositories are
 * the only code that talks to Firestore, and each of their calls records itself here, the way
 * Firestore bills it: one read per document returned (a query that returns nothing still costs
 * one), one read per requested document in a batched get, and one read per 1,000 index entries
 * (at least one) for a count() aggregation.
 */
export class CostMeter {
  firestoreReads = 0;
  firestoreQueries = 0;
  /** The static estimate of the operation (limits/), taken before it ran; null when it was refused before. */
  private estimatedReads: number | null = null;
  private readonly startedAt = performance.now();

  documentsRead(n: number): void {
    this.firestoreReads += n;
  }

  query(documentsReturned: number): void {
    this.firestoreQueries += 1;
    this.firestoreReads += Math.max(1, documentsReturned);
  }

  aggregation(indexEntries: number): void {
    this.firestoreQueries += 1;
    this.firestoreReads += Math.max(1, Math.ceil(indexEntries / 1000));
  }

  estimate(reads: number): void {
    this.estimatedReads = reads;
  }

  report(): { firestoreReads: number; firestoreQueries: number; ms: number; estimatedReads?: number } {
    return {
      firestoreReads: this.firestoreReads,
      firestoreQueries: this.firestoreQueries,
      ms: Math.round(performance.now() - this.startedAt),
      ...(this.estimatedReads === null ? {} : { estimatedReads: this.estimatedReads }),
    };
  }
}
