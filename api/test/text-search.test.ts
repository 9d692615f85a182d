import { matchesWordStart, searchKey, searchTerms } from '../src/services/text-search';

describe('the text filters: the typed text where it starts a word', () => {
  test.each([
    ['Sneha Kulkarni', 'sneha', true],
    ['Sneha Kulkarni', 'SNEHA K', true],
    ['Sneha Kulkarni', 'kul', true],
    ['Sneha Kulkarni', '  sneha   kulkarni ', true],
    ['Sneha Kulkarni', 'ulkarni', false],
    ['Sneha Kulkarni', 'ha kul', false],
    ['Sneha Kulkarni', 'kulkarni sneha', false],
    ['12, Warje-Malwadi Road', 'malwadi', true],
    ['12, Warje-Malwadi Road', 'warje malwadi', true],
    ['12, Warje-Malwadi Road', '12 warje', true],
    ['12, Warje-Malwadi Road', '2', false],
    ["O'Brien House", 'brien', true],
    ['Müllerstraße 7', 'MÜLLER', true],
    ['राहुल शर्मा', 'शर्', true],
    ['Room 9, 😀 Tower', 'tower', true],
    ['Anything', '', true],
    ['Anything', '   ', true],
    ['100% Wellness', '%', false],
    ['Baner_Gaon', '_', false],
  ])('%p, typed %p: %p', (text, typed, found) => {
    expect(matchesWordStart(text, typed)).toBe(found);
  });

  test('case, and whatever stands between words, do not matter', () => {
    expect(searchKey('  Flat 4,  KOTHRUD--Pune/411038 ')).toBe('flat 4 kothrud pune 411038');
  });

  test("a text's terms: from each word's start to the end, by code point, with what each shares with the one before", () => {
    expect(searchTerms('Sneha Snehal, Pune')).toEqual([
      { term: 'pune', lcp: 0 },
      { term: 'sneha snehal pune', lcp: 0 },
      { term: 'snehal pune', lcp: 5 },
    ]);
    expect(searchTerms('  ,, ')).toEqual([]);
  });

  /** What the index answers: the terms in [typed, past it) with lcp below the typed length. */
  const indexFinds = (text: string, typed: string) => {
    const q = searchKey(typed);
    return searchTerms(text).filter(({ term, lcp }) => term.startsWith(q) && lcp < Array.from(q).length).length;
  };

  test('the index finds a matching text exactly once, and no other', () => {
    const words = ['sneha', 'snehal', 'sne', 'a', 'ab', 'abc', 'b', 'pune', '411038', '4110', 'कोथरूड', 'को', '😀', 'zoë', 'zo'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const phrase = (n: number) => Array.from({ length: n }, () => words[next() % words.length]).join(next() % 2 ? ' ' : ', ');
    for (let i = 0; i < 3000; i += 1) {
      const text = phrase(1 + (next() % 6));
      const typed = phrase(1 + (next() % 2)).slice(0, 1 + (next() % 8));
      if (searchKey(typed) === '') continue;
      expect({ text, typed, found: indexFinds(text, typed) }).toEqual({ text, typed, found: matchesWordStart(text, typed) ? 1 : 0 });
    }
  });
});
