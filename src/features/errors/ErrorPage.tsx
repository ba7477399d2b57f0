import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';

/**
 * The /error route (minimal layout, spec 001 §2) and the router's error element. A plain <a> on
 * purpose: after an error a full page load is the most reliable way back.
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t('common.error.title'), t('common.error.text'));
  return (
    <section className="page page--message">
      <h1>{t('common.error.title')}</h1>
      <p>{t('common.error.text')}</p>
      <a className="button" href="/">
        {t('common.backHome')}
      </a>
    </section>
  );
}
