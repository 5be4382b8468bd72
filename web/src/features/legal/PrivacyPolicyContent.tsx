/**
 * The privacy policy text, shown on /privacy-policy and in the consent banner's dialog. Written
 * for an Australian business under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.
 */
import { Link } from 'react-router';
import type { SiteInfo } from '../../shared/use-site-info';
import { LegalContactList } from './LegalContactList';
import { LAST_UPDATED, LegalSection, type HeadingLevel } from './LegalSection';
import './legal.css';

interface PrivacyPolicyContentProps {
  site: Pick<SiteInfo, 'businessName' | 'address' | 'phone' | 'email' | 'abn'> | undefined;
  /** 2 on the page; 3 inside the dialog, whose own title is the h2. */
  level?: HeadingLevel;
  /** Prefix for heading ids, so the page and the dialog never share one. */
  idPrefix?: string;
}

export default function PrivacyPolicyContent({ site, level = 2, idPrefix = 'privacy' }: PrivacyPolicyContentProps) {
  const name = site?.businessName ?? 'Truganina Auto Care';
  const id = (part: string) => `${idPrefix}-${part}`;
  const contact = site ? (
    <LegalContactList site={site} addressLabel="Post or in person" />
  ) : (
    <p>Use the email address, phone number or street address shown at the bottom of every page.</p>
  );

  return (
    <div className="legal">
      <p className="legal__updated">{LAST_UPDATED}</p>
      <p className="legal__intro">
        {name}
        {site?.abn ? ` (ABN ${site.abn})` : ''} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains
        what personal information we collect when you visit our website, book a service, contact us or leave your vehicle with
        us, why we need it, how we keep it safe and how you can see or correct it. We handle personal information in line with
        the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs).
      </p>

      <LegalSection id={id('collect')} title="1. What we collect" level={level}>
        <p>We only collect what we need to look after you and your vehicle:</p>
        <ul>
          <li>
            <strong>Contact details</strong>: your name, email address and phone number.
          </li>
          <li>
            <strong>Vehicle details</strong>: make, model, year, registration number and, when your vehicle is with us, details
            such as the VIN and odometer reading.
          </li>
          <li>
            <strong>Booking and service history</strong>: appointments you request or cancel, the service you asked for and the
            problem you described, job cards, inspection findings, mechanic notes, quotes, invoices and payment status.
          </li>
          <li>
            <strong>Messages</strong>: what you write to us through the contact form, by email or by phone, and our replies.
          </li>
          <li>
            <strong>Signatures on job cards</strong>: when you accept our service terms online we keep your drawn signature or
            typed name with the date and time of acceptance, as a record of your authorisation.
          </li>
          <li>
            <strong>Technical information</strong>: our web server records basic request details (such as IP address, browser
            type and the pages requested) to keep the site secure and working. We do not use this to identify you.
          </li>
        </ul>
        <p>
          We do not collect sensitive information (such as health information) and we never store your full card details:
          card payments are processed by our payment terminal provider.
        </p>
      </LegalSection>

      <LegalSection id={id('how')} title="2. How we collect it" level={level}>
        <p>
          We collect personal information directly from you: when you fill in the booking or contact form, call or email us,
          visit the workshop, or sign a job card. If someone else books for you (for example a family member or your
          employer&rsquo;s fleet manager), we rely on them to have your permission to give us your details.
        </p>
      </LegalSection>

      <LegalSection id={id('why')} title="3. Why we use it" level={level}>
        <ul>
          <li>to answer your questions and confirm, change or cancel your bookings;</li>
          <li>to send booking confirmations with a cancellation link, quotes, invoices and job updates;</li>
          <li>to inspect, service and repair your vehicle and keep an accurate service record;</li>
          <li>to honour warranties and meet our obligations under the Australian Consumer Law;</li>
          <li>to keep financial records required by tax law; and</li>
          <li>to protect our website and systems against misuse.</li>
        </ul>
        <p>
          We do not send marketing messages unless you have asked us to, and every marketing message lets you opt out. If you
          do not give us the information we need, we may not be able to take your booking or complete the work.
        </p>
      </LegalSection>

      <LegalSection id={id('storage')} title="4. Cookies and browser storage" level={level}>
        <p>We do not use advertising or tracking cookies. Our website keeps a few small settings in your browser:</p>
        <ul>
          <li>
            <strong>Theme</strong> (local storage): whether you chose the light or dark look, so it stays the same next time.
          </li>
          <li>
            <strong>Privacy notice</strong> (session storage): that you accepted this notice, so we do not ask again until you
            close your browser.
          </li>
          <li>
            <strong>Staff sign-in</strong> (session storage): for our staff only, the session of the back office, cleared when
            they log out or close the browser.
          </li>
        </ul>
        <p>
          The map on our <Link to="/contact">contact page</Link> is provided by Google Maps. When it loads, Google may set cookies
          and collect information under its own privacy policy.
        </p>
      </LegalSection>

      <LegalSection id={id('disclosure')} title="5. Who we share it with" level={level}>
        <p>
          <strong>We never sell, rent or trade your personal information.</strong> We share it only when needed to provide our
          services, with:
        </p>
        <ul>
          <li>
            service providers who help us run the business, such as our email hosting and delivery provider, website and
            database hosting, and accounting software, under obligations to protect it;
          </li>
          <li>parts suppliers and manufacturers, where needed to order parts or make a warranty claim for your vehicle;</li>
          <li>
            government bodies where the law requires it, for example vehicle records kept for roadworthy certificates, or in
            response to a lawful request from police or a court.
          </li>
        </ul>
        <p>
          Some of our service providers may store information on servers outside Australia. Where that happens we take
          reasonable steps to make sure your information is handled in a way that is consistent with the APPs.
        </p>
      </LegalSection>

      <LegalSection id={id('security')} title="6. How we store and protect it" level={level}>
        <p>
          Your information is kept in a secured database with access limited to our staff, each with their own sign-in.
          Passwords are stored only in hashed form, our website uses encrypted (HTTPS) connections, and signed job cards, quotes
          and invoices are kept as documents in the same protected system. Paper job cards are stored securely at the workshop.
        </p>
        <p>
          We keep service, invoice and payment records for at least five years, as tax law requires, and contact messages for
          as long as needed to deal with them. When we no longer need information we securely delete or de-identify it. If a data
          breach is likely to cause you serious harm, we will tell you and the Office of the Australian Information
          Commissioner (OAIC) as the Notifiable Data Breaches scheme requires.
        </p>
      </LegalSection>

      <LegalSection id={id('access')} title="7. Seeing, correcting or deleting your information" level={level}>
        <p>
          You can ask for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it
          where we are not required by law to keep it. There is no charge. We may need to confirm your identity first and will
          respond within 30 days. Contact us:
        </p>
        {contact}
      </LegalSection>

      <LegalSection id={id('complaints')} title="8. Questions and complaints" level={level}>
        <p>
          If you have a question or a concern about how we have handled your personal information, please contact us first
          using the details above. We will look into it and reply in writing within 30 days. If you are not satisfied with our
          answer, you can complain to the Office of the Australian Information Commissioner: visit{' '}
          <a href="https://www.oaic.gov.au" rel="noopener noreferrer">
            www.oaic.gov.au
          </a>{' '}
          or call 1300 363 992.
        </p>
      </LegalSection>

      <LegalSection id={id('changes')} title="9. Changes to this policy" level={level}>
        <p>
          We may update this policy from time to time. The current version is always on this website, with the date it was last
          updated at the top.
        </p>
      </LegalSection>
    </div>
  );
}
