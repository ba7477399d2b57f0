import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';

/** Routes whose feature comes with a later issue (accounts, compare, payments) say so honestly. */
export default function NotAvailablePage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageMeta(title, t('common.notAvailable.text'));
  return (
    <section className="page page--message">
      <h1>{title}</h1>
      <p>
        <strong>{t('common.notAvailable.title')}</strong>
      </p>
      <p>{t('common.notAvailable.text')}</p>
      <Link className="button" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
