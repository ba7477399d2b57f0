import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';

/** The page-not-found route (spec 001 §2 "any other path"). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('common.notFound.title'), t('common.notFound.text'));
  return (
    <section className="page page--message">
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link className="button" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
