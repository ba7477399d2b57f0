import { useTranslation } from 'react-i18next';
import { UserField } from './UserField';

type Pair = { password: string; repeat: string };

interface Props {
  values: Pair;
  /** i18n keys of the errors. */
  errors: Partial<Pair>;
  onChange: (field: keyof Pair, value: string) => void;
  /** Visible labels; the register form's "Password" / "Repeat password" unless given. */
  labels?: Partial<Pair>;
  /** The inputs' names (password managers and tests find the fields by them). */
  names?: Pair;
}

/** A new password and its repetition: the same two fields in every form that sets a password. */
export function PasswordPairFields({ values, errors, onChange, labels = {}, names = { password: 'password', repeat: 'repeat' } }: Props) {
  const { t } = useTranslation();
  const label = { password: t('user.password'), repeat: t('user.repeatPassword'), ...labels };
  return (
    <>
      {(['password', 'repeat'] as const).map((field) => (
        <UserField
          key={field}
          label={label[field]}
          name={names[field]}
          type="password"
          autoComplete="new-password"
          value={values[field]}
          onChange={(v) => onChange(field, v)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
