import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import { usePageMeta } from '../../components/usePageMeta';

/** The page-not-found route (spec 001 §2 "any other path"). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('common.notFound.title'), t('common.notFound.text'));
  return <MessagePage className="page page--message" title={t('common.notFound.title')} text={t('common.notFound.text')} homeLabel={t('common.backHome')} />;
}
