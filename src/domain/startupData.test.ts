// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startupAnswers, startupDataElement } from './startupData';

const HOSTILE = '{"nm":"</script><script>alert(1)</script> <!-- \u2028 & > $&"}';
const textOf = (element: string) => /^<script type="application\/json" id="startup-data">(.*)<\/script>$/s.exec(element)![1]!;

describe('the start-up data element', () => {
  it('has no markup in its text, and reads back to the very same answers', () => {
    const text = textOf(startupDataElement({ page: '/p/A/a', answers: { '/api/x?<': HOSTILE } }));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(startupAnswers(text, '/p/A/a')).toEqual(new Map([['/api/x?<', HOSTILE]]));
  });

  it.each([
    ['another page', JSON.stringify({ page: '/p/B/b', answers: { '/api/x': '{}' } }), 0],
    ['no element', null, 0],
    ['not JSON', '{"page', 0],
    ['no answers', JSON.stringify({ page: '/p/A/a' }), 0],
    ['an answer that is not text', JSON.stringify({ page: '/p/A/a', answers: { '/api/x': {}, '/api/y': '{}' } }), 1],
  ])('%s: %i answers', (_, text, count) => {
    expect(startupAnswers(text, '/p/A/a').size).toBe(count);
  });
});
