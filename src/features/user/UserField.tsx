import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** i18n key of the error. */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  name: string;
  autoFocus?: boolean;
}

/** A labelled, required account-form field; its error is announced and tied to the input. */
export function UserField({ label, value, onChange, error, type = 'text', autoComplete, name, autoFocus }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        inputMode={type === 'email' ? 'email' : undefined}
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(error as TranslationKey)}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the account and newsletter forms: the same name, type and autofill everywhere. */
export function EmailField(props: Omit<Props, 'name' | 'type' | 'autoComplete'>) {
  return <UserField {...props} name="email" type="email" autoComplete="email" />;
}
