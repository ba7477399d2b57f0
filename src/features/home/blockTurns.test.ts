import { describe, expect, it } from 'vitest';
import { blockTurns } from './blockTurns';

const paint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('blockTurns', () => {
  it('shows the first answer at once and the next one only after the first is done and a frame has passed', async () => {
    const turns = blockTurns();
    const shown: string[] = [];
    turns.take('a', () => shown.push('a'));
    turns.take('b', () => shown.push('b'));
    turns.take('c', () => shown.push('c'));
    expect(shown).toEqual(['a']);
    await paint();
    expect(shown).toEqual(['a']);
    turns.done('a');
    expect(shown).toEqual(['a']);
    await paint();
    expect(shown).toEqual(['a', 'b']);
  });

  it('passes the turn on when a block leaves the page, holding it or waiting for it', async () => {
    const turns = blockTurns();
    const shown: string[] = [];
    turns.take('a', () => shown.push('a'));
    turns.take('b', () => shown.push('b'));
    turns.take('c', () => shown.push('c'));
    turns.done('b');
    turns.done('a');
    await paint();
    expect(shown).toEqual(['a', 'c']);
    turns.done('c');
    await paint();
    turns.take('d', () => shown.push('d'));
    expect(shown).toEqual(['a', 'c', 'd']);
  });
});
