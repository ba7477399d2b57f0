/**
 * The small server-rendered page of a sandbox provider (operator-facing, English only): what is
 * paid, to whom, a QR code for Zapper, and Pay / Cancel / Fail buttons. No script (the CSP allows
 * none inline); one form whose buttons carry the outcome.
 */
import QRCode from 'qrcode';
import type { PaymentAdapter, PaymentRecord } from '../../services/payments/adapter.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f1ea; color: #1f2a1f; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; box-shadow: 0 1px 4px #0002; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  .sandbox { display: inline-block; font-size: .8rem; background: #fde9b6; padding: .15rem .5rem; border-radius: 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem 1rem; margin: 1.25rem 0; }
  dt { color: #4d5a4d; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .qr { display: block; width: 12rem; height: 12rem; margin: 1rem auto; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; }
  button, .link { font: inherit; font-weight: 600; min-height: 44px; padding: .6rem 1.2rem; border-radius: 8px; border: 2px solid #2f5d34; cursor: pointer; }
  button[value=pay] { background: #2f5d34; color: #fff; }
  button[value=cancel], button[value=fail], .link { background: #fff; color: #2f5d34; text-decoration: none; display: inline-block; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #d08a00; outline-offset: 2px; }
`;

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);

export interface SandboxPageInput {
  adapter: PaymentAdapter;
  payment: PaymentRecord;
  orderNumber: string;
  /** Absolute URL of this page: what Zapper's QR code encodes (the phone would open it). */
  pageUrl: string;
  /** Where "Return to the shop" goes once the attempt is settled. */
  returnHref: string;
}

export async function sandboxPage({ adapter, payment, orderNumber, pageUrl, returnHref }: SandboxPageInput): Promise<string> {
  // An expired attempt can still be paid here: that is a provider's late return (the shop decides what it means).
  const pending = payment.state === 'pending' || payment.state === 'expired';
  const qr =
    adapter.provider === 'zapper' && pending
      ? (await QRCode.toString(pageUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).replace(
          '<svg ',
          '<svg class="qr" role="img" aria-label="QR code to pay with Zapper" ',
        )
      : '';
  const body = pending
    ? `${payment.state === 'expired' ? '<p>The shop has canceled this order because the payment took too long. Paying now is a late return.</p>' : ''}${qr ? `<p>Scan the code with the Zapper app, or choose an outcome below.</p>${qr}` : '<p>Choose how this sandbox payment ends.</p>'}
      <form method="post" action="${esc(adapter.pagePath(payment))}">
        <div class="actions">
          <button type="submit" name="outcome" value="pay">Pay ${esc(money(payment.amount, payment.currency))}</button>
          <button type="submit" name="outcome" value="cancel">Cancel</button>
          <button type="submit" name="outcome" value="fail">Fail</button>
        </div>
      </form>`
    : `<p role="status">This payment is already ${esc(payment.state)}.</p><p><a class="link" href="${esc(returnHref)}">Return to the shop</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(adapter.title)} sandbox – order ${esc(orderNumber)}</title><style>${STYLE}</style></head>
<body><main>
  <span class="sandbox">Sandbox – no real money moves</span>
  <h1>${esc(adapter.title)}</h1>
  <dl>
    <dt>Order</dt><dd>${esc(orderNumber)}</dd>
    <dt>Amount</dt><dd>${esc(money(payment.amount, payment.currency))}</dd>
    <dt>Reference</dt><dd>${esc(payment.reference)}</dd>
  </dl>
  ${body}
</main></body></html>`;
}
