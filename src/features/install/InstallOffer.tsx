import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { installOffer, installsByHand, isCheckoutPath } from '../../domain/installOffer';
import { countThisOpening, readInstallMemory, rememberDismissal, rememberOrderPlaced } from './installMemory';
import { listenForInstallEvents, onInstallChange, pendingPrompt, promptInstall, runsStandalone, wasInstalledNow } from './installPrompt';
import './install.css';

/**
 * "Install the shop" (issue 10): a dismissible bar offering the browser's install prompt, or on
 * iOS, which has none, how to add the shop to the home screen; when, the rules of installOffer say.
 */
export default function InstallOffer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const orderPlaced = useAppSelector((s) => Boolean(s.sync.lastOrder));
  const [memory, setMemory] = useState(() => {
    listenForInstallEvents();
    return countThisOpening();
  });
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onInstallChange(changed), []);
  useEffect(() => {
    if (orderPlaced && !memory.orderPlaced) setMemory(rememberOrderPlaced());
  }, [orderPlaced, memory.orderPlaced]);

  const offer = installOffer({
    opens: memory.opens,
    orderPlaced: memory.orderPlaced || orderPlaced,
    inCheckout: isCheckoutPath(pathname),
    // Another tab's "Not now" counts here too.
    dismissedAt: readInstallMemory().dismissedAt,
    now: Date.now(),
    installed: wasInstalledNow() || runsStandalone(),
    canPrompt: pendingPrompt() !== null,
    installsByHand: installsByHand(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  });
  if (offer === 'none') return null;

  const dismiss = () => setMemory(rememberDismissal());
  const install = async () => {
    // A "Cancel" in the browser's own dialog is a dismissal as well.
    if ((await promptInstall()) === 'dismissed') dismiss();
  };
  return (
    <aside className="install-offer" aria-labelledby="install-offer-title">
      <p className="install-offer__text">
        <strong id="install-offer-title">{t('install.title')}</strong> {offer === 'prompt' ? t('install.why') : t('install.iosHint')}
      </p>
      <div className="install-offer__actions">
        {offer === 'prompt' ? (
          <button type="button" className="button" onClick={() => void install()}>
            {t('install.install')}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={dismiss}>
          {t('install.notNow')}
        </button>
      </div>
    </aside>
  );
}
