/** Says, above the reminders, when review requests are off (no review link in the settings) and how to turn them on. */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminReminderReviewLinkDocument } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';

export function ReviewRequestsOff() {
  const { data } = useQuery(AdminReminderReviewLinkDocument, { fetchPolicy: 'cache-and-network' });
  if (!data || data.reviewsSettings.reviewUrl) return null;
  return (
    <div className="banner banner--warning review-off" role="note" data-testid="review-requests-off">
      <AdminIcon name="alert" size={20} className="banner__icon" />
      <p className="banner__text">
        Review requests are off: add your Google review link in <Link to="/admin/settings#reviews">Settings</Link>.
      </p>
    </div>
  );
}
