/** /accept-policy/:id: where a customer signs the service terms of a job card. A placeholder for now. */
import { Link, useParams } from 'react-router';
import { Logo } from '../../components/Logo';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useSiteInfo } from '../../shared/use-site-info';

export default function AcceptPolicyPage() {
  const { id } = useParams();
  const { siteInfo, businessName } = useSiteInfo();
  useDocumentTitle('Service Terms', businessName);
  return (
    <div className="standalone">
      <main className="card standalone__card">
        <Logo size={52} />
        <h1>Service Terms</h1>
        <p className="lead">
          Online signing of service terms is coming soon. Please sign at the counter when you drop off your vehicle
          {siteInfo ? `, or call us on ${siteInfo.phone}` : ''}.
        </p>
        {id && <p className="standalone__ref">Reference: {id}</p>}
        <Link to="/" className="btn btn--primary">
          Go to the {businessName} website
        </Link>
      </main>
    </div>
  );
}
