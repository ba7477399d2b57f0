import { lazy, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { Field } from '../../components/Field';
import { useNoticedSubmit } from '../notifications/useNoticedSubmit';
import { sendContactMessage, validateContact, type ContactMessage } from './contactApi';
import '../catalog/catalog.css';
import './contact.css';
import type { TranslationKey } from '../../lib/i18n';
import { LazyPart } from '../../components/LazyPart';

// The CMS text of the contact page (address, hours) stays above the form.
const CmsPage = lazy(() => import('../cms/CmsPage'));

/** /contact: the contact variant of the static page (spec 001 §2) — the CMS text plus a form sent through the mail service. */
export default function ContactPage() {
  const { t } = useTranslation();
  usePageMeta(t('contact.title'));
  return (
    <div className="contact">
      <LazyPart>
        <CmsPage identifier="contact" />
      </LazyPart>
      <ContactForm />
    </div>
  );
}

const empty: ContactMessage = { name: '', email: '', message: '' };
const NOTICES = { offline: 'contact.offline', sent: 'contact.sent', failed: 'contact.failed', ok: 'contact.ok' };

function ContactForm() {
  const { t } = useTranslation();
  const profile = useAppSelector((s) => s.user.current);
  const [form, setForm] = useState<ContactMessage>(() => ({
    ...empty,
    name: profile ? `${profile.firstname} ${profile.lastname}`.trim() : '',
    email: profile?.email ?? '',
  }));
  const { errors, busy, submit } = useNoticedSubmit<keyof ContactMessage>(NOTICES);
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const set = (key: keyof ContactMessage) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      validateContact(form),
      () => sendContactMessage(form, t('contact.subject', { name: form.name.trim() })),
      () => {
        setSent(true);
        setForm((f) => ({ ...f, message: '' }));
      },
    );
  };

  return (
    <section className="contact__form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {sent ? (
        <p className="contact__sent" role="status">
          {t('contact.sentText')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
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
