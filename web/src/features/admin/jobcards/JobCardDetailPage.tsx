/**
 * /admin/jobcards/:id: one job card, headed by its number (JC-000123), loaded once and then worked
 * on in JobCardEditor (email, phone, status, items and notes save themselves; live changes merge in;
 * 'Generate & Send Quote' asks first; an Invoiced card is read-only).
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { AdminJobCardDocument } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { PageLoad } from '../ui/States';
import type { JobCardDetail } from './job-card-draft';
import { JobCardEditor } from './JobCardEditor';
import { JobCardMargin } from './JobCardMargin';
import '../styles/admin-jobcards.css';

export default function JobCardDetailPage({ businessName }: { businessName: string }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminJobCardDocument, { variables: { id }, fetchPolicy: 'network-only' });
  useDocumentTitle(data ? `Job Card: ${data.jobCard.customerName}` : 'Job Card', businessName);
  const [loaded, setLoaded] = useState<JobCardDetail | null>(null);
  // The editor starts from the first answer and keeps its own state from then on.
  useEffect(() => {
    if (data && (!loaded || loaded.id !== data.jobCard.id)) setLoaded(data.jobCard);
  }, [data, loaded]);

  return (
    <div className="admin-page jobcard-detail">
      <Link to="/admin/jobcards" className="back-link">
        <AdminIcon name="arrowLeft" size={18} /> Back to Job Cards
      </Link>
      {loaded && loaded.id === id ? (
        <>
          <JobCardEditor key={id} initial={loaded} />
          <JobCardMargin jobCardId={id} />
        </>
      ) : (
        <PageLoad title="Job Card" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading job card…" />
      )}
    </div>
  );
}

