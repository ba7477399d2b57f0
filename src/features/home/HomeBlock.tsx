import type { TranslationKey } from '../../lib/i18n';
import { useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../components/ProductGrid';
import { tileActions } from '../catalog/tileActions';
import { useAsync } from '../../components/useAsync';
import { homeBlockTurns } from './blockTurns';
import { loadHomeCollection } from './homeQueries';

interface Props {
  id: string;
  flag: string;
  titleKey: TranslationKey;
  /** The first block is above the fold on most screens: its first images load eagerly. */
  eagerCount?: number;
}

export function HomeBlock({ id, flag, titleKey, eagerCount = 0 }: Props) {
  const { t } = useTranslation();
  const turn = useId();
  // The blocks' tiles commit and are laid out one block at a time (blockTurns.ts).
  const result = useAsync(flag, () => loadHomeCollection(flag), { inTurn: (show) => homeBlockTurns.take(turn, show) });
  const shown = result.status !== 'loading';
  useLayoutEffect(() => {
    if (shown) homeBlockTurns.done(turn);
    return () => homeBlockTurns.done(turn);
  }, [shown, turn]);
  const headingId = `home-${id}`;
  const items = result.status === 'success' ? result.data.items : [];
  return (
    <section className="home-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(titleKey)}</h2>
      {result.status === 'error' ? (
        <p className="state state--error">{t('home.loadFailed')}</p>
      ) : result.status === 'success' && items.length === 0 ? (
        <p className="state">{t(result.data.offline ? 'home.offlineEmpty' : 'home.empty')}</p>
      ) : (
        <ProductGrid
          tileActions={tileActions}
          products={items}
          loading={result.status === 'loading'}
          skeletonCount={8}
          eagerCount={eagerCount}
          label={t(titleKey)}
        />
      )}
    </section>
  );
}
