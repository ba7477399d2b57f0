import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScrollCue {
  /** Items are hidden before the visible part (scrolled away) / after it (cut off). */
  start: boolean;
  end: boolean;
}

/**
 * Tells whether a sideways-scrolling list hides items on either side, so the menu can show a cue
 * (a fade and an arrow) instead of cutting a name in half ("Eco Hom…" at 1280 px).
 * `itemCount` re-measures when the items arrive.
 */
export function useScrollCue(itemCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [cue, setCue] = useState<ScrollCue>({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // A pixel of slack: fractional widths leave 0.5 px of "scroll" on a list that fits.
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setCue((c) => (c.start === start && c.end === end ? c : { start, end }));
    };
    list.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes with the next frame's layout; measuring here at once would
    // force a layout of the whole page before the first paint (issue 15).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (observer) observer.observe(list);
    else measure();
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [itemCount]);
  const scrollBy = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  }, []);
  return { listRef, cue, scrollBy };
}
