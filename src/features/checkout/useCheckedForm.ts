import { useState } from 'react';
import { hasErrors } from '../../domain/validation';
import type { Errors } from './validation';

/**
 * A checkout step's form: its errors show from the first submit on and then follow every change,
 * so a shopper is not told off while still typing the first time. `onChange` sees every change
 * (the checkout keeps it as a draft).
 */
export function useCheckedForm<T>(initial: T | (() => T), validate: (value: T) => Errors<T>, onChange?: (value: T) => void) {
  const [value, setValue] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = (next: T) => {
    setValue(next);
    onChange?.(next);
    if (submitted) setErrors(validate(next));
  };
  /** On submit: shows the errors; true when there are none. */
  const check = () => {
    setSubmitted(true);
    const found = validate(value);
    setErrors(found);
    return !hasErrors(found);
  };
  return { value, errors, change, check };
}
