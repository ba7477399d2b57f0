import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import { usePageMeta } from '../../components/usePageMeta';

/**
 * The /error route (minimal layout, spec 001 §2) and the router's error element. A plain <a> on
 * purpose: after an error a full page load is the most reliable way back.
 */
export default function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t('common.error.title'), t('common.error.text'));
  return <MessagePage className="page page--message" title={t('common.error.title')} text={t('common.error.text')} homeLabel={t('common.backHome')} reload />;
}
