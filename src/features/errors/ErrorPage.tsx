import { useTranslation } from 'react-i18next';
import { MessagePage } from '../../components/MessagePage';
import { usePageMeta } from '../../components/usePageMeta';

interface Props {
  /** The page's code could not be fetched (offline before the service worker kept it: app/lazyCode). */
  notLoaded?: boolean;
}

/**
 * The /error route (minimal layout, spec 001 §2) and the router's error element. A plain <a> on
 * purpose: after an error a full page load is the most reliable way back. A page whose code did not
 * come says so; its way home stays in the page, as the home page's code is here (offline, a full
 * page load before the service worker runs shows no shop).
 */
export default function ErrorPage({ notLoaded = false }: Props) {
  const { t } = useTranslation();
  const title = notLoaded ? t('common.error.notLoadedTitle') : t('common.error.title');
  const text = notLoaded ? t('common.error.notLoadedText') : t('common.error.text');
  usePageMeta(title, text);
  return <MessagePage className="page page--message" title={title} text={text} homeLabel={t('common.backHome')} reload={!notLoaded} />;
}
