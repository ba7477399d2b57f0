import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { Field } from '../../components/Field';
import { notificationShown } from '../notifications/notificationsSlice';
import { sendContactMessage, validateContact, type ContactMessage } from './contactApi';
import '../catalog/catalog.css';
import './contact.css';
import type { TranslationKey } from '../../lib/i18n';

// The CMS text of the contact page (address, hours) stays above the form.
const CmsPage = lazy(() => import('../cms/CmsPage'));

/** /contact: the contact variant of the static page (spec 001 §2) — the CMS text plus a form sent through the mail service. */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageMeta(t('contact.title'));
  return (
    <div className="contact">
      <Suspense fallback={null}>
        <CmsPage identifier="contact" />
      </Suspense>
      <ContactForm />
    </div>
  );
}

const empty: ContactMessage = { name: '', email: '', message: '' };

function ContactForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const online = useAppSelector((s) => s.ui.online);
  const profile = useAppSelector((s) => s.user.current);
  const [form, setForm] = useState<ContactMessage>(() => ({
    ...empty,
    name: profile ? `${profile.firstname} ${profile.lastname}`.trim() : '',
    email: profile?.email ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const set = (key: keyof ContactMessage) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!online) {
      dispatch(notificationShown({ type: 'error', message: 'contact.offline', action1: { label: 'contact.ok' } }));
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage(form, t('contact.subject', { name: form.name.trim() }));
      setSent(true);
      setForm((f) => ({ ...f, message: '' }));
      dispatch(notificationShown({ type: 'success', message: 'contact.sent', action1: { label: 'contact.ok' } }));
    } catch (err) {
      dispatch(notificationShown({ type: 'error', message: err instanceof Error ? err.message : 'contact.failed', action1: { label: 'contact.ok' } }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="contact__form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {sent ? (
        <p className="contact__sent" role="status">
          {t('contact.sentText')}
        </p>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('contact.name')} value={form.name} onChange={set('name')} error={errors.name} autoComplete="name" required />
        <Field
          label={t('contact.email')}
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
          type="email"
          inputMode="email"
          required
        />
        <div className={`field${errors.message ? ' field--error' : ''}`}>
          <label htmlFor={messageId}>{t('contact.message')}</label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            value={form.message}
            aria-required
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? `${messageId}-error` : undefined}
            onChange={(e) => set('message')(e.target.value)}
          />
          {errors.message ? (
            <p id={`${messageId}-error`} className="field__error">
              {t(errors.message as TranslationKey)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('contact.send')}
        </button>
      </form>
    </section>
  );
}
