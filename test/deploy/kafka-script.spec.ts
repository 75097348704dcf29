/**
 * scripts/kafka.mjs's cluster id. One random id in 64 starts with '-', and kafka-storage's argument parser
 * then reads it as an option and refuses to format ("argument --cluster-id/-t: expected one argument"): CI
 * failed that way once. The script is ESM and runs as a command, so it is exercised through node itself.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPT = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'kafka.mjs')).href;

function run(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }).trim();
}

describe('scripts/kafka.mjs cluster id', () => {
  it('draws again when the id would start with a dash, as Kafka does', () => {
    // The first draw encodes to a leading '-' (0xf8 → '-' in URL-safe base64), the second to a plain id.
    const ids = run(`
      import { clusterId } from '${SCRIPT}';
      const draws = [Buffer.alloc(16, 0xf8), Buffer.alloc(16, 0x41)];
      let calls = 0;
      const id = clusterId(() => draws[calls++]);
      console.log(JSON.stringify({ id, calls, first: draws[0].toString('base64url') }));
    `);
    const { id, calls, first } = JSON.parse(ids) as { id: string; calls: number; first: string };
    expect(first.startsWith('-')).toBe(true);
    expect(calls).toBe(2);
    expect(id).toBe(Buffer.alloc(16, 0x41).toString('base64url'));
    expect(id).toMatch(/^[A-Za-z0-9_][A-Za-z0-9_-]{21}$/);
  });

  it('never returns a dash-led id over many real draws', () => {
    const ids = run(`
      import { clusterId } from '${SCRIPT}';
      console.log(JSON.stringify(Array.from({ length: 2000 }, () => clusterId())));
    `);
    const list = JSON.parse(ids) as string[];
    expect(list).toHaveLength(2000);
    expect(list.filter((id) => id.startsWith('-'))).toEqual([]);
    expect(new Set(list).size).toBe(2000);
  });

  it('still runs as a command when started by node', () => {
    let output = '';
    try {
      execFileSync(
        process.execPath,
        [join(__dirname, '..', '..', 'scripts', 'kafka.mjs'), 'no-such-command'],
        {
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      output = String((error as { stderr?: string }).stderr);
    }
    expect(output).toContain('usage: node scripts/kafka.mjs start');
  });
});
