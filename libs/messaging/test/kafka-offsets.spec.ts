import { silentLogger } from '../src/bus-support';
import { OffsetCommitter } from '../src/kafka-offsets';

type Offsets = Array<{ topic: string; partition: number; offset: string }>;

/** A consumer whose commits stay pending until the test settles them, in order. */
function fakeConsumer() {
  const commits: Array<{ offsets: Offsets; resolve: () => void; reject: (error: Error) => void }> = [];
  const consumer = {
    commitOffsets: (offsets: Offsets) =>
      new Promise<void>((resolve, reject) => commits.push({ offsets, resolve, reject })),
  };
  return { consumer, commits };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Background offset commits (ADR 0105): the next offset after each handled event, never more; one
 * commit in flight, later offsets coalesced into the next; a failed commit kept for the next; offsets
 * of partitions a rebalance took away dropped; `flush` commits what is left before the consumer closes.
 */
describe('OffsetCommitter', () => {
  it('commits the offset after the handled event without waiting for the commit to land', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);

    committer.handled('t', 0, '41');

    expect(commits.map((c) => c.offsets)).toEqual([[{ topic: 't', partition: 0, offset: '42' }]]);
  });

  it('keeps one commit in flight and folds what was handled meanwhile into the next', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);

    committer.handled('t', 0, '1');
    committer.handled('t', 0, '2');
    committer.handled('t', 1, '7');
    committer.handled('t', 0, '3');
    expect(commits).toHaveLength(1);

    commits[0].resolve();
    await settle();

    expect(commits).toHaveLength(2);
    expect(commits[1].offsets).toEqual([
      { topic: 't', partition: 0, offset: '4' },
      { topic: 't', partition: 1, offset: '8' },
    ]);
  });

  it('keeps a failed commit for the next one, with what was handled meanwhile', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);

    committer.handled('t', 0, '5');
    committer.handled('t', 1, '9'); // while the first is in flight
    commits[0].reject(new Error('REBALANCE_IN_PROGRESS'));
    await settle();

    expect(commits[1].offsets).toEqual(
      expect.arrayContaining([
        { topic: 't', partition: 0, offset: '6' },
        { topic: 't', partition: 1, offset: '10' },
      ]),
    );
    expect(commits[1].offsets).toHaveLength(2);
    committer.stop();
  });

  it('never moves a partition back to a failed commit’s offset when a later one was handled', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);

    committer.handled('t', 0, '5');
    committer.handled('t', 0, '8'); // while the first is in flight
    commits[0].reject(new Error('REBALANCE_IN_PROGRESS'));
    await settle();

    expect(commits[1].offsets).toEqual([{ topic: 't', partition: 0, offset: '9' }]);
    committer.stop();
  });

  it('retries a failed commit on its own a second later when nothing else was handled, and not after stop', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { consumer, commits } = fakeConsumer();
      const committer = new OffsetCommitter(consumer, 'g', silentLogger);
      committer.handled('t', 0, '5');
      commits[0].reject(new Error('NOT_COORDINATOR'));
      await settle();
      expect(commits).toHaveLength(1); // the retry waits for its timer

      jest.advanceTimersByTime(999);
      expect(commits).toHaveLength(1);
      jest.advanceTimersByTime(1);
      expect(commits[1].offsets).toEqual([{ topic: 't', partition: 0, offset: '6' }]);

      commits[1].reject(new Error('NOT_COORDINATOR'));
      await settle();
      committer.stop();
      jest.advanceTimersByTime(5_000);
      expect(commits).toHaveLength(2); // stopped: the pending retry never fires
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the offsets of partitions the member no longer owns after a rebalance', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);
    committer.handled('t', 0, '1');
    committer.handled('t', 1, '1');
    committer.handled('u', 0, '1');

    committer.retain({ t: [1] });
    commits[0].resolve();
    await settle();

    expect(commits[1].offsets).toEqual([{ topic: 't', partition: 1, offset: '2' }]);
  });

  it('flush waits for the commit in flight and commits what is left; nothing after stop', async () => {
    const { consumer, commits } = fakeConsumer();
    const committer = new OffsetCommitter(consumer, 'g', silentLogger);
    committer.handled('t', 0, '1');
    committer.handled('t', 0, '2');

    let flushed = false;
    const flushing = committer.flush().then(() => (flushed = true));
    commits[0].resolve();
    await settle();
    expect(flushed).toBe(false);
    expect(commits[1].offsets).toEqual([{ topic: 't', partition: 0, offset: '3' }]);
    commits[1].resolve();
    await flushing;

    committer.stop();
    committer.handled('t', 0, '3');
    expect(commits).toHaveLength(2);
  });

  it('flush gives up after its time when a commit never lands, so closing never hangs on it', async () => {
    const { consumer, commits } = fakeConsumer();
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (_: object, message: string) => void warnings.push(message) };
    const committer = new OffsetCommitter(consumer, 'g', logger);
    committer.handled('t', 0, '1');

    await committer.flush(50); // resolves although the commit in flight never settles
    expect(commits).toHaveLength(1);
    expect(warnings).toEqual([
      'offsets not committed before closing; the next member reads those events again',
    ]);
  });
});
