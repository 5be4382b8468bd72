/** The terms and conditions of bookings and work at the workshop (shown on /terms-of-service). */
import { Link } from 'react-router';
import type { SiteInfo } from '../../shared/use-site-info';
import { LegalContactList } from './LegalContactList';
import { LAST_UPDATED, LegalSection } from './LegalSection';
import './legal.css';
import { siteWarranty } from '../../shared/warranty';

interface TermsContentProps {
  site: (Pick<SiteInfo, 'businessName' | 'address' | 'phone' | 'email' | 'abn' | 'quoteValidityDays' | 'paymentTermsDays'> & Partial<WarrantyInfo>) | undefined;
}

/** The warranty every invoice states (the business settings). */
interface WarrantyInfo {
  warrantyMonths: number;
  warrantyKm: number;
}

export function TermsContent({ site }: TermsContentProps) {
  const name = site?.businessName ?? 'Truganina Auto Care';
  // What the quotes and invoices print: the workshop's settings.
  const validity = site?.quoteValidityDays ?? 14;
  const terms = site?.paymentTermsDays ?? 0;
  // "12 months or 20,000 km, whichever comes first": as the invoices and the signed terms say it.
  const warranty = siteWarranty(site, true);
  return (
    <div className="legal">
      <p className="legal__updated">{LAST_UPDATED}</p>
      <p className="legal__intro">
        These terms apply to every booking you make with {name}
        {site?.abn ? ` (ABN ${site.abn})` : ''} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), online, by phone or in person, and to all
        work we carry out on your vehicle. Please read them before you book. If anything is unclear, ask us before work starts.
      </p>

      <LegalSection id="terms-bookings" title="1. Bookings" level={2}>
        <p>
          A booking made through our website <strong>holds the time you chose</strong>: we email you a confirmation with the
          date and time, an entry for your calendar and a link to cancel. Appointment times are drop-off times; how long the
          work takes depends on what we find. Please give us accurate contact and vehicle details so we can prepare for your
          visit.
        </p>
      </LegalSection>

      <LegalSection id="terms-cancellations" title="2. Changes and cancellations" level={2}>
        <p>
          We ask for <strong>24 hours&rsquo; notice</strong> if you need to cancel or change a booking, so we can offer the time
          to another customer. You can cancel with the link in your confirmation email or by calling us. If bookings are
          repeatedly missed without notice, we may ask for a deposit for future bookings.
        </p>
      </LegalSection>

      <LegalSection id="terms-quotes" title="3. Quotes and your authorisation" level={2}>
        <ul>
          <li>
            Before we start repairs we give you a quote, or an estimate where the cost cannot be known until parts are removed.
            Quotes are valid for {validity} {validity === 1 ? 'day' : 'days'}.
          </li>
          <li>
            We will not carry out work beyond what you have authorised. If we find something else that needs attention, we
            will contact you with the details and the cost and wait for your approval.
          </li>
          <li>
            Inspection and diagnostic time is charged at our standard rate, which we will tell you when you book, even if you
            decide not to go ahead with the repair.
          </li>
          <li>
            When you leave your vehicle, you may be asked to accept our service terms on the job card, by signing or typing your
            name. This records your authorisation for the work described.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-payment" title="4. Payment" level={2}>
        <p>
          {terms > 0 ? (
            <>
              Payment is due in full <strong>within {terms} {terms === 1 ? 'day' : 'days'}</strong> of the invoice date. We accept EFTPOS,
            </>
          ) : (
            <>
              Payment is due in full <strong>on completion</strong> of the work, before the vehicle is released. We accept EFTPOS,
            </>
          )}
          major credit cards, bank transfer and cash. Prices are in Australian dollars and include GST unless stated otherwise.
          Where the law allows, we may keep the vehicle until the account is paid.
        </p>
      </LegalSection>

      <LegalSection id="terms-collection" title="5. Collection and storage" level={2}>
        <p>
          We will let you know when your vehicle is ready. Please collect it promptly.{' '}
          <strong>Vehicles left more than 3 days after completion incur a daily storage fee</strong>, which we will tell you
          when we notify you that the work is finished. Vehicles that remain uncollected may be dealt with as Victorian law on
          uncollected goods allows.
        </p>
      </LegalSection>

      <LegalSection id="terms-warranty" title="6. Parts and warranty" level={2}>
        <ul>
          <li>
            New parts we supply carry the manufacturer&rsquo;s or supplier&rsquo;s warranty, usually 12 months. Our workmanship and
            the parts we supply are warranted against defects for {warranty}, from the date of your invoice and as stated on it, in
            addition to your rights under the Australian Consumer Law.
          </li>
          <li>
            Logbook services are carried out to the manufacturer&rsquo;s specifications with parts and fluids of suitable
            quality, so your new-car warranty is not affected.
          </li>
          <li>
            Parts you supply yourself are fitted at your request and are not covered by our parts warranty. Replaced parts are
            yours to take on request; otherwise we dispose of or recycle them responsibly.
          </li>
          <li>
            Goods presented for repair may be replaced by refurbished goods of the same type rather than being repaired.
            Refurbished parts may be used to repair the goods.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-roadworthy" title="7. Roadworthy certificates and inspections" level={2}>
        <p>
          A roadworthy certificate or pre-purchase inspection reports the condition of the items checked on the day of the
          inspection. It is not a guarantee of the vehicle&rsquo;s overall mechanical condition or of how long parts will last.
          If a vehicle does not pass, we give you a list of the items to fix; you may have them repaired by us or elsewhere.
        </p>
      </LegalSection>

      <LegalSection id="terms-vehicle" title="8. Your vehicle and belongings" level={2}>
        <p>
          We take reasonable care of your vehicle while it is with us, and may drive it to test or road-test the work. Please
          remove valuables before leaving it with us: we cannot be responsible for personal items left in the vehicle.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="9. Liability" level={2}>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss (such as loss of income or the
          cost of alternative transport) arising from our services. Nothing in these terms excludes, restricts or changes any
          right or remedy you have under the Australian Consumer Law or any other law that cannot be excluded.
        </p>
      </LegalSection>

      <LegalSection id="terms-acl" title="10. Australian Consumer Law" level={2}>
        <p className="legal__callout">
          Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. For major
          failures with the service, you are entitled to cancel your service contract with us and to a refund for the unused
          portion, or to compensation for its reduced value. You are also entitled to choose a replacement or refund for major
          failures with goods. If a failure with the goods or a service does not amount to a major failure, you are entitled to
          have the failure rectified in a reasonable time. If this is not done you are entitled to a refund for the goods and to
          cancel the contract for the service and obtain a refund of any unused portion. You are also entitled to be compensated
          for any other reasonably foreseeable loss or damage from a failure in the goods or service.
        </p>
      </LegalSection>

      <LegalSection id="terms-privacy" title="11. Privacy" level={2}>
        <p>
          We handle your personal information as described in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="terms-law" title="12. Governing law" level={2}>
        <p>
          These terms are governed by the laws of Victoria, Australia, and you and we submit to the courts of Victoria. We may
          update these terms from time to time; the version on this website when you book applies to that booking.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="13. Contact us" level={2}>
        {site ? (
          <LegalContactList site={site} addressLabel="Address" />
        ) : (
          <p>
            See our <Link to="/contact">contact page</Link>.
          </p>
        )}
      </LegalSection>
    </div>
  );
}
