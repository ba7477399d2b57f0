import { useTranslation } from 'react-i18next';

/** A form-level failure, announced at once (role alert). `message` is an i18n key or the server's text. */
export function FormAlert({ message }: { message: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p role="alert" className="auth-form__alert">
      {t(message, { defaultValue: message })}
    </p>
  );
}
