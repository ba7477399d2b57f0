import { afterNextPaint } from '../../lib/afterMainImages';

/**
 * One home block's tiles at a time. Laying out a block's 8 tiles is most of a frame on a slow phone
 * (96 to 168 layout objects); two blocks whose answers landed together were laid out in one frame
 * of 12 to 27 ms, a blocking task in Lighthouse's model. A block shows its answer when it has the
 * turn; the turn passes on once that answer has been committed and a frame has been painted, so the
 * next block's tiles are rendered, committed and laid out in a task and a frame of their own. The
 * first answer to arrive shows at once; a block leaving the page gives its turn or its place up.
 */
export function blockTurns() {
  let holder: string | null = null;
  let waiting: { id: string; show: () => void }[] = [];
  const pass = () => {
    const next = waiting.shift();
    holder = next?.id ?? null;
    next?.show();
  };
  return {
    /** Runs `show` now if no block holds the turn, otherwise when the turn comes to `id`. */
    take(id: string, show: () => void): void {
      if (holder === null) {
        holder = id;
        show();
      } else waiting.push({ id, show });
    },
    /** `id`'s answer is committed (or it left the page): the next block's turn after the next paint. */
    done(id: string): void {
      waiting = waiting.filter((w) => w.id !== id);
      if (holder !== id) return;
      holder = '';
      afterNextPaint(pass);
    },
  };
}

/** The home page's blocks share one turn. */
export const homeBlockTurns = blockTurns();
