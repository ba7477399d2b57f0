import { lazy, useEffect, useRef, useState } from 'react';
import { withTranslations } from '../../lib/i18n';
import { whenPageShown } from '../../lib/startupGate';
import { LazyPart } from '../../components/LazyPart';

// With its texts: the footer's English (newsletter, pages, language) is not in the first paint's.
const Footer = lazy(() => withTranslations(() => import('./Footer')).then((m) => ({ default: m.Footer })));

/** Once wanted, the footer stays: every later page renders it at once (its chunk is here). */
let wanted = false;
/** For tests: as a new page load. */
export const forgetFooterWanted = () => void (wanted = false);

/**
 * The footer below every page's first screen loads when it comes within a screen of the viewport, or
 * with the first Tab key press (tabbing past the page's last link reaches its links): a first visit
 * that does neither does not download it (issue 15). Until then a box of about its height holds its
 * place at the end of the page, the last thing in it, so nothing above moves when the footer comes.
 * Coming near waits for the first page to be shown: while a catalogue page is still a skeleton its
 * end is within a screen, and the footer's code would share the line with the page's main pictures.
 */
export function FooterWhenNear() {
  const [near, setNear] = useState(wanted);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near) return;
    const show = () => setNear((wanted = true));
    const observer = new IntersectionObserver((entries) => entries[0].isIntersecting && void whenPageShown().then(show), { rootMargin: '0px 0px 100% 0px' });
    observer.observe(box.current!);
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && show();
    addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      removeEventListener('keydown', onKey);
    };
  }, [near]);
  const placeholder = <div ref={box} className="footer footer--placeholder" aria-hidden="true" />;
  return near ? (
    <LazyPart fallback={placeholder}>
      <Footer />
    </LazyPart>
  ) : (
    placeholder
  );
}
