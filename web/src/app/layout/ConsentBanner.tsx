/**
 * The privacy notice at the bottom of public pages until it is accepted; acceptance is kept for
 * the browser session (sessionStorage 'privacyConsent'). Its link opens the privacy policy in a
 * modal dialog. Rendered only in the browser, after hydration, so people who accepted never see it flash.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import { ModalCloseButton } from '../../components/Modal';
import { PublicDialog } from '../../components/PublicDialog';
import { PageLoading } from '../../components/PageLoading';
import { useHydrated } from '../../shared/use-hydrated';
import { useSiteInfo } from '../../shared/use-site-info';
import './consent-banner.css';

const PrivacyPolicyContent = lazy(() => import('../../features/legal/PrivacyPolicyContent'));

const CONSENT_KEY = 'privacyConsent';

function readConsent(): boolean {
  try {
    return sessionStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

export function ConsentBanner() {
  const hydrated = useHydrated();
  const [accepted, setAccepted] = useState(() => (typeof window === 'undefined' ? false : readConsent()));
  const [policyOpen, setPolicyOpen] = useState(false);
  const { siteInfo } = useSiteInfo();
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  const closePolicy = useCallback(() => setPolicyOpen(false), []);

  // Following a link inside the dialog closes it.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPolicyOpen(false);
  }

  if (!hydrated || accepted) return null;

  function accept() {
    try {
      sessionStorage.setItem(CONSENT_KEY, 'accepted');
    } catch {
      // Without storage the choice lasts for this page only.
    }
    setAccepted(true);
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section className="consent" aria-label="Privacy notice">
      <div className="container consent__inner">
        <Icon name="shield" size={28} className="consent__icon" />
        <p className="consent__text">
          We use the details you send us only to handle your booking or message, and keep a few settings in your browser.
          Read our{' '}
          <a
            href="/privacy-policy"
            aria-haspopup="dialog"
            onClick={(e) => {
              e.preventDefault();
              setPolicyOpen(true);
            }}
          >
            Privacy Policy
          </a>
          .
        </p>
        <button type="button" className="btn btn--primary consent__accept" onClick={accept}>
          Accept
        </button>
      </div>
      <PublicDialog
        open={policyOpen}
        onClose={closePolicy}
        title="Privacy Policy"
        titleId="privacy-dialog-title"
        footer={<ModalCloseButton>Close</ModalCloseButton>}
      >
        {policyOpen && (
          <Suspense fallback={<PageLoading />}>
            <PrivacyPolicyContent site={siteInfo} level={3} idPrefix="privacy-dialog" />
          </Suspense>
        )}
      </PublicDialog>
    </section>
  );
}
