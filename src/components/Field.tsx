import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../lib/i18n';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A select instead of a text input. */
  options?: { value: string; label: string }[];
  children?: ReactNode;
}

/** A labelled form field; its error is announced and tied to the input (aria-describedby). */
export function Field({ label, value, onChange, error, autoComplete, type = 'text', required = false, inputMode, options }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name: autoComplete.split(' ').pop(),
    autoComplete,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required,
  };
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> ({t('checkout.optional')})</span>}
      </label>
      {options ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error as TranslationKey)}
        </p>
      ) : null}
    </div>
  );
}
