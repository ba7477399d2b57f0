import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../user/userSlice';
import { groupDigits, loyaltyNumber } from './loyaltyNumber';

/** The loyalty card (spec 001 §1): the card number and a scannable QR code of it. */
export function LoyaltyCard({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const card = loyaltyNumber(profile as UserProfile & { custom_attributes?: { attribute_code: string; value: unknown }[] });
  const [svg, setSvg] = useState<string | null>(null);
  const number = card?.number;
  useEffect(() => {
    if (!number) return;
    let live = true;
    // qrcode is loaded only here (a lazy chunk), not with the rest of the account pages.
    void import('qrcode')
      .then((q) => q.toString(number, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2a22', light: '#ffffff' } }))
      .then((s) => live && setSvg(s))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [number]);
  if (!card) return null;
  const name = `${profile.firstname} ${profile.lastname}`.trim();
  return (
    <section className="loyalty" aria-labelledby="loyalty-title">
      <h2 id="loyalty-title">{t('account.loyalty.title')}</h2>
      <div className="loyalty__card row-between">
        <div>
          <p className="loyalty__brand">{t('account.loyalty.brand')}</p>
          <p className="loyalty__name">{name}</p>
          <p className="loyalty__number">
            <span className="visually-hidden">{t('account.loyalty.number')}: </span>
            {groupDigits(card.number)}
          </p>
        </div>
        <div className="loyalty__qr" role="img" aria-label={t('account.loyalty.qr', { number: card.number })}>
          {svg ? <div dangerouslySetInnerHTML={{ __html: svg }} /> : <div className="skeleton loyalty__qr-placeholder" />}
        </div>
      </div>
      <p className="account__hint">{t(card.derived ? 'account.loyalty.derived' : 'account.loyalty.hint')}</p>
    </section>
  );
}
