import { useState, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min'> & {
  value: number;
  min: number;
  onValue: (qty: number) => void;
};

/**
 * A whole-number quantity that may be empty while the shopper edits it: valid numbers are passed on
 * at once (the price follows live), anything else snaps back to the last valid value on blur.
 */
export function QtyInput({ value, min, onValue, onBlur, ...rest }: Props) {
  const [text, setText] = useState(String(value));
  const shown = Number.parseInt(text, 10) === value || text === '' ? text : String(value);
  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={min}
      step={1}
      value={shown}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value);
        if (e.target.value !== '' && Number.isInteger(n) && n >= min) onValue(n);
      }}
      onBlur={(e) => {
        setText(String(value));
        onBlur?.(e);
      }}
    />
  );
}
