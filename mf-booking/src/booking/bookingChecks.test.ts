import { newestWins } from './bookingChecks';

/** A check whose answer the test releases by hand, in any order. */
function manualCheck() {
  const pending = new Map<string, (result: string) => void>();
  const check = (values: string) => new Promise<string>((resolve) => pending.set(values, resolve));
  return { check, release: (values: string) => pending.get(values)!(`checked ${values}`) };
}

it('a check that settles after a newer one answers with the newer one’s result', async () => {
  const { check, release } = manualCheck();
  const latest = newestWins(check);
  const older = latest('ticked');
  const newer = latest('unticked');
  release('unticked');
  release('ticked');
  await expect(newer).resolves.toBe('checked unticked');
  await expect(older).resolves.toBe('checked unticked');
});

it('a check that settled before the next began keeps its own result', async () => {
  const { check, release } = manualCheck();
  const latest = newestWins(check);
  const first = latest('a');
  release('a');
  await expect(first).resolves.toBe('checked a');
  const second = latest('b');
  release('b');
  await expect(second).resolves.toBe('checked b');
});

it('one check alone answers with its own result', async () => {
  const latest = newestWins(async (values: number) => values * 2);
  await expect(latest(21)).resolves.toBe(42);
});
