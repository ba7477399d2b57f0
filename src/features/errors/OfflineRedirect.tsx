import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { notificationShown } from '../notifications/notificationsSlice';

/** i18n key of spec 001 §8's message for a product, category or CMS page that cannot load offline. */
export const OFFLINE_PAGE_MESSAGE = 'common.offlineRedirect';

/**
 * Rendered instead of a product, category or CMS page that could not be loaded while offline:
 * tells the shopper (spec 001 §8) and goes to the home page.
 */
export function OfflineRedirect() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    dispatch(notificationShown({ type: 'warning', message: OFFLINE_PAGE_MESSAGE }));
    navigate('/', { replace: true });
  }, [dispatch, navigate]);
  return null;
}
