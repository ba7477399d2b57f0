import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { createReview } from './reviewsApi';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed' };

/** Write a review: author, rating, text. Sent reviews wait for approval (contract §8.1). */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const customerId = useAppSelector((s) => s.user.current?.id ?? null);
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const [touched, setTouched] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const errors = {
    author: author.trim() ? null : t('product.reviews.required'),
    text: text.trim().length >= 3 ? null : t('product.reviews.textTooShort'),
    rating: rating > 0 ? null : t('product.reviews.ratingRequired'),
  };
  const invalid = Object.values(errors).some(Boolean);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (invalid || status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await createReview({ productId, author, text, rating, customerId });
      setStatus({ kind: 'sent' });
      setAuthor('');
      setText('');
      setRating(0);
      setTouched(false);
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const err = (field: keyof typeof errors) =>
    touched && errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof typeof errors) => (touched && errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('product.reviews.write')}</h3>
      {status.kind === 'sent' ? (
        <p role="status" className="review-form__ok">
          {t('product.reviews.sent')}
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <p role="alert" className="field__error">
          {t('product.reviews.failed')}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-author`}>{t('product.reviews.author')}</label>
        <input
          id={`${id}-author`}
          value={author}
          onChange={(e) => setAuthor(e.target.value)}
          autoComplete="nickname"
          aria-invalid={touched && Boolean(errors.author)}
          aria-describedby={described('author')}
        />
        {err('author')}
      </div>
      <fieldset className="rating-input" aria-describedby={described('rating')}>
        <legend>{t('product.reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span>{t('product.reviews.stars', { count: n })}</span>
          </label>
        ))}
        {err('rating')}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('product.reviews.text')}</label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={touched && Boolean(errors.text)}
          aria-describedby={described('text')}
        />
        {err('text')}
      </div>
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {t('product.reviews.submit')}
      </button>
    </form>
  );
}
