import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { useNoticedSubmit } from '../notifications/useNoticedSubmit';
import { unsubscribeWithLink } from './newsletterApi';
import '../user/user.css';

const NOTICES = { offline: 'newsletter.errors.offline', sent: 'newsletter.unsubscribed', failed: 'newsletter.failed', ok: 'newsletter.ok' };

/**
 * /newsletter/unsubscribe?email=…&key=…: the link in every newsletter mail. Nothing changes until the
 * reader confirms (a mail scanner that opens the link unsubscribes no one).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const key = params.get('key') ?? '';
  const [done, setDone] = useState(false);
  const { busy, submit } = useNoticedSubmit(NOTICES);
  usePageMeta(t('newsletter.unsubscribeTitle'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      {},
      () => unsubscribeWithLink(email, key),
      () => setDone(true),
    );
  };
  const body =
    !email || !key ? (
      <p>{t('newsletter.linkIncomplete')}</p>
    ) : done ? (
      <p role="status">{t('newsletter.unsubscribed')}</p>
    ) : (
      <form onSubmit={onSubmit}>
        <p>{t('newsletter.unsubscribeAsk', { email })}</p>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('newsletter.unsubscribe')}
        </button>
      </form>
    );
  return (
    <div className="auth-page">
      <div className="auth-panel">
        <h1>{t('newsletter.unsubscribeTitle')}</h1>
        {body}
      </div>
    </div>
  );
}
