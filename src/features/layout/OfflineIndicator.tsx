import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';

/** Tells the shopper they are offline (ui.online, kept by features/ui/connectivity). */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useAppSelector((s) => s.ui.online);
  return (
    <div className="offline-indicator" role="status">
      {online ? null : <p>{t('common.offline')}</p>}
    </div>
  );
}
