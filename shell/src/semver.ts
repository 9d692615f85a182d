/**
 * Just enough of semver ranges for the `requiredVersion` strings module federation writes into a
 * remote's mf-manifest.json: `^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3 <2.0.0`, `1.x`, `*`, and `a || b`.
 * A range it cannot read counts as satisfied (the federation runtime then decides).
 */
type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** Lower and upper bounds of one comparator ([low, high), either may be open), or null if unreadable. */
function comparator(text: string): ((v: Triple) => boolean) | null {
  if (text === '*' || text === '' || text === 'x') return () => true;
  const op = /^(\^|~|>=|<=|>|<|=)?\s*v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(text);
  if (!op) return null;
  const [, operator = '', majorText, minorText, patchText] = op;
  const wild = (part: string | undefined) => part === undefined || part === 'x' || part === '*';
  if (wild(majorText)) return () => true;
  const major = Number(majorText);
  const minor = wild(minorText) ? null : Number(minorText);
  const patch = wild(patchText) ? null : Number(patchText);
  const base: Triple = [major, minor ?? 0, patch ?? 0];
  const between = (low: Triple, high: Triple) => (v: Triple) => compare(v, low) >= 0 && compare(v, high) < 0;
  switch (operator) {
    case '^':
      if (major > 0 || minor === null) return between(base, [major + 1, 0, 0]);
      if (minor > 0 || patch === null) return between(base, [0, minor + 1, 0]);
      return between(base, [0, 0, patch + 1]);
    case '~':
      return minor === null ? between(base, [major + 1, 0, 0]) : between(base, [major, minor + 1, 0]);
    case '>=':
      return (v) => compare(v, base) >= 0;
    case '>':
      return (v) => compare(v, base) > 0;
    case '<=':
      return (v) => compare(v, base) <= 0;
    case '<':
      return (v) => compare(v, base) < 0;
    default:
      if (minor === null) return between(base, [major + 1, 0, 0]);
      if (patch === null) return between(base, [major, minor + 1, 0]);
      return (v) => compare(v, base) === 0;
  }
}

export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  if (!v) return true;
  return range.split('||').some((alternative) => {
    const parts = alternative.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean);
    const tests = parts.map(comparator);
    if (tests.some((t) => t === null)) return true;
    return tests.every((t) => t!(v));
  });
}
