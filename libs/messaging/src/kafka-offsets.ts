import type { Consumer } from 'kafkajs';
import { errorText, type BusLogger } from './bus-support';

/**
 * Commits a consumer's handled offsets off the fetch path (issue 22, ADR 0105). kafkajs with
 * `autoCommit` awaits an OffsetCommit — a replicated write to `__consumer_offsets`, acks=all on the
 * group's coordinator — after every batch before it fetches that broker's partitions again, so an
 * event arriving meanwhile waited for the commit as well as for its own fetch. Here a batch's offsets
 * are recorded once its events are applied (or dead-lettered) and committed in the background: at
 * most one commit in flight per consumer, later offsets coalesced into the next. Only handled offsets
 * are ever committed, so nothing is skipped; a member that dies before its commit lands has its last
 * events read again by the next owner, and the inbox skips them (as it skips any redelivery).
 */
export class OffsetCommitter {
  /** Next offset to read, by `topic|partition`, handled but not yet committed. */
  private readonly pending = new Map<string, { topic: string; partition: number; offset: string }>();
  private inFlight: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly consumer: Pick<Consumer, 'commitOffsets'>,
    private readonly group: string,
    private readonly logger: BusLogger,
  ) {}

  /** `offset` of `topic`/`partition` (the full topic name) is applied; commits it soon. */
  handled(topic: string, partition: number, offset: string): void {
    const next = (BigInt(offset) + 1n).toString();
    const key = `${topic}|${partition}`;
    const known = this.pending.get(key);
    if (known && BigInt(known.offset) >= BigInt(next)) return;
    this.pending.set(key, { topic, partition, offset: next });
    this.commitSoon();
  }

  /**
   * The member's partitions after a rebalance: offsets of partitions it no longer owns are dropped
   * (their new owner reads from the last commit and the inbox skips what was applied here).
   */
  retain(assignment: Record<string, readonly number[]>): void {
    for (const [key, { topic, partition }] of this.pending)
      if (!assignment[topic]?.includes(partition)) this.pending.delete(key);
  }

  /**
   * Waits for the commit in flight and commits what is left (before the consumer disconnects); gives
   * up after three failed attempts or `timeoutMs`, whichever comes first (the next owner then reads
   * those events again and the inbox skips them). Bounded because a commit to a coordinator that has
   * just restarted can wait for kafkajs's request timeouts and retries (minutes): closing a
   * subscription must not hang on it (issue 22: a fault test's close ran past its 240 s limit).
   */
  async flush(timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const settled = async (): Promise<boolean> => {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: NodeJS.Timeout | undefined;
      const done = await Promise.race([
        this.idle().then(() => true),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), left))),
      ]);
      clearTimeout(timer);
      return done;
    };
    let done = await settled();
    for (let attempt = 0; done && attempt < 3 && this.pending.size > 0 && !this.stopped; attempt++) {
      this.commitSoon();
      done = await settled();
    }
    if (!done)
      this.logger.warn(
        { group: this.group, pending: this.pending.size },
        'offsets not committed before closing; the next member reads those events again',
      );
  }

  private async idle(): Promise<void> {
    for (let current = this.inFlight; current; current = this.inFlight) await current;
  }

  /** No more commits (the consumer is closing or closed); `flush` first to keep what was handled. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
  }

  private commitSoon(): void {
    if (this.stopped) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const offsets = [...this.pending.values()];
    if (offsets.length === 0) return;
    this.pending.clear();
    this.inFlight = this.consumer
      .commitOffsets(offsets)
      .catch((error: unknown) => {
        // Kept for the next commit unless a later offset of the same partition came meanwhile. A
        // rebalance in progress fails commits until the member has joined again; `retain` then drops
        // partitions that moved.
        for (const entry of offsets) {
          const key = `${entry.topic}|${entry.partition}`;
          const later = this.pending.get(key);
          if (!later || BigInt(later.offset) < BigInt(entry.offset)) this.pending.set(key, entry);
        }
        this.logger.warn({ group: this.group, error: errorText(error) }, 'offset commit failed; retrying');
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.commitSoon(), 1_000);
        this.retryTimer.unref();
      })
      .finally(() => {
        this.inFlight = null;
        if (this.again) {
          this.again = false;
          this.commitSoon();
        }
      });
  }
}
