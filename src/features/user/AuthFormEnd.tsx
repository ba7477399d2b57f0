import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import type { TranslationKey } from '../../lib/i18n';
import { authElemChanged, type UiState } from '../ui/uiSlice';

interface Props {
  busy: boolean;
  /** The submit button's text while the form is not busy. */
  submit: TranslationKey;
  /** "No account yet?" and the form it switches the panel to. */
  question: TranslationKey;
  other: { elem: UiState['authElem']; label: TranslationKey };
}

/** The end of the login and register forms: the submit button, then the way to the other form. */
export function AuthFormEnd({ busy, submit, question, other }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="submit" className="button button--primary button--large" disabled={busy} aria-busy={busy}>
        {busy ? t('user.working') : t(submit)}
      </button>
      <p className="auth-form__switch">
        {t(question)}{' '}
        <button type="button" className="link-button" onClick={() => dispatch(authElemChanged(other.elem))}>
          {t(other.label)}
        </button>
      </p>
    </>
  );
}
