import { cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { startI18n, translationsComplete } from './i18n';

afterEach(cleanup);

function LaterText() {
  const { t } = useTranslation();
  return (
    <p>
      {t('home.newCollection')} / {t('cart.title')}
    </p>
  );
}

// The safety net (i18n.ts): a part that shows a key of the later English files before they are in
// asks for them and renders again with its text once they arrive (i18nArrival.test.tsx: otherwise
// the rest arrives without a re-render).
describe('a key missing from the first-paint texts', () => {
  it('is shown as its text once the rest of English is in', async () => {
    await startI18n('en-US');
    render(<LaterText />);
    expect(screen.getByText('New collection / cart.title')).toBeInTheDocument();
    expect(await screen.findByText('New collection / Shopping cart')).toBeInTheDocument();
    expect(translationsComplete()).toBe(true);
  });
});
