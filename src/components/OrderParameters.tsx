import { useTranslation } from 'react-i18next';

/** The store to collect from, the purchase-order number and the comment, where given (thank-you, order detail). */
export function OrderParameters({ store, poNumber, comment }: { store?: { name: string; address: string } | null; poNumber?: string; comment?: string }) {
  const { t } = useTranslation();
  if (!store && !poNumber && !comment) return null;
  return (
    <dl className="order-parameters">
      {store ? (
        <div>
          <dt>{t('checkout.collectFrom')}</dt>
          <dd>
            {store.name}, {store.address}
          </dd>
        </div>
      ) : null}
      {poNumber ? (
        <div>
          <dt>{t('checkout.poNumber')}</dt>
          <dd>{poNumber}</dd>
        </div>
      ) : null}
      {comment ? (
        <div>
          <dt>{t('checkout.comment')}</dt>
          <dd>{comment}</dd>
        </div>
      ) : null}
    </dl>
  );
}
