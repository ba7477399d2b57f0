import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/support/renderWithProviders';
import { authElemChanged } from '../ui/uiSlice';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

describe('the end of the login and register forms', () => {
  it.each([
    ['login', <LoginForm key="login" onDone={() => {}} />, 'Log in', 'No account yet?', 'Register', 'register'],
    ['register', <RegisterForm key="register" onDone={() => {}} />, 'Create an account', 'Already have an account?', 'Log in', 'login'],
  ] as const)('%s: submits under its own label and switches the panel to the other form', async (shown, form, submit, question, link, other) => {
    const { store, user } = await renderWithProviders(form);
    store.dispatch(authElemChanged(shown));
    expect(screen.getByRole('button', { name: submit })).toHaveAttribute('type', 'submit');
    expect(screen.getByText(question, { exact: false })).toHaveClass('auth-form__switch');
    await user.click(screen.getByRole('button', { name: link }));
    expect(store.getState().ui.authElem).toBe(other);
  });
});
