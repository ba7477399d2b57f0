import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../components/usePageMeta';
import { Field } from '../../components/Field';
import type { UserProfile } from '../user/userSlice';
import { ChangePasswordForm } from './ChangePasswordForm';
import { LoyaltyCard } from './LoyaltyCard';
import { useProfile } from './useProfile';
import { useSaveProfile } from './useSaveProfile';
import { compact, nameError, type FieldErrors } from '../../domain/validation';

/** /my-account: the profile. Only first and last name may change here (spec 001 §3); e-mail is shown. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { profile, loading, token, saved } = useProfile();
  usePageMeta(t('account.profile.title'));
  if (!profile) return <div className="skeleton skeleton--title" aria-busy={loading} />;
  return (
    <>
      <h1>{t('account.profile.title')}</h1>
      <ProfileForm key={`${profile.firstname}|${profile.lastname}`} profile={profile} token={token} onSaved={saved} />
      <LoyaltyCard profile={profile} />
      <ChangePasswordForm email={profile.email} />
    </>
  );
}

function ProfileForm({ profile, token, onSaved }: { profile: UserProfile; token: string | null; onSaved: (p: UserProfile) => void }) {
  const { t } = useTranslation();
  const [firstname, setFirstname] = useState(profile.firstname);
  const [lastname, setLastname] = useState(profile.lastname);
  const [errors, setErrors] = useState<FieldErrors<'firstname' | 'lastname'>>({});
  const { save, busy } = useSaveProfile(token, profile, onSaved);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = compact({ firstname: nameError(firstname), lastname: nameError(lastname) });
    setErrors(found);
    if (Object.keys(found).length) return;
    void save({ firstname: firstname.trim(), lastname: lastname.trim() });
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="form-grid">
        <Field label={t('account.fields.firstname')} value={firstname} onChange={setFirstname} error={errors.firstname} autoComplete="given-name" required />
        <Field label={t('account.fields.lastname')} value={lastname} onChange={setLastname} error={errors.lastname} autoComplete="family-name" required />
      </div>
      <p className="account__email">
        <span>{t('account.fields.email')}</span> <strong>{profile.email}</strong>
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('account.save')}
      </button>
    </form>
  );
}
