import { afterEach, describe, expect, it } from 'vitest';
import { markerOf, readMultistore } from './multistore';

const page = (content?: string) => {
  const doc = document.implementation.createHTMLDocument('shop');
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'vs-multistore';
    meta.content = content;
    doc.head.appendChild(meta);
  }
  return doc;
};

describe('the MULTISTORE switch in the page', () => {
  afterEach(() => localStorage.clear());

  it('is off without a marker and nothing remembered', () => {
    expect(readMultistore(page())).toBe(false);
  });

  it('follows the served page and remembers it for the precached shell', () => {
    expect(readMultistore(page('on'))).toBe(true);
    expect(readMultistore(page())).toBe(true);
    expect(readMultistore(page('off'))).toBe(false);
    expect(readMultistore(page())).toBe(false);
  });

  it("prefers the last fresh answer to the marker of the worker's shell", () => {
    expect(readMultistore(page('off'), true)).toBe(false);
    expect(readMultistore(page('on'))).toBe(true);
    expect(readMultistore(page('off'), true)).toBe(true);
    expect(readMultistore(page('on'), false)).toBe(true);
  });

  it('ignores a marker it does not know', () => {
    expect(markerOf(page('yes'))).toBeUndefined();
    expect(readMultistore(page('yes'))).toBe(false);
  });
});
