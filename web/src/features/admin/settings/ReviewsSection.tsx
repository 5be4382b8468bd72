/** Settings › Reviews: the link review requests send customers to (e.g. the Google review link); empty turns them off. */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminReviewsSettingsDocument, AdminUpdateReviewsSettingsDocument } from '../../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../errors';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { SettingsPanel } from './SettingsPanel';
import { Field } from '../ui/Field';

export default function ReviewsSection() {
  const { data, error, refetch } = useQuery(AdminReviewsSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const reviews = data?.reviewsSettings;
  if (!reviews) return error ? <LoadFailed message="The review link could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading the review link…" />;
  return <ReviewsForm key={`${reviews.reviewUrl}-${String(reviews.savedAt)}`} saved={reviews} />;
}

function ReviewsForm({ saved }: { saved: { reviewUrl?: string | null; savedAt?: string | null; savedBy?: string | null } }) {
  const uid = useId();
  const notices = useNotices();
  const [url, setUrl] = useState(saved.reviewUrl ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateReviewsSettingsDocument, { refetchQueries: [AdminReviewsSettingsDocument] });

  const onSave = async () => {
    setProblem(null);
    try {
      const { data } = await save({ variables: { input: { reviewUrl: url.trim() } } });
      notices.success(data?.updateReviewsSettings.reviewUrl ? 'Review link saved: review requests are on.' : 'Review requests are off.');
    } catch (failure) {
      setProblem(serverFieldErrors(failure).reviewUrl ?? errorMessage(failure));
      notices.error(failure);
    }
  };

  return (
    <SettingsPanel
      title="Reviews"
      icon="award"
      description={
        saved.reviewUrl
          ? 'Review requests are on: a few days after an invoice is paid, the customer is asked for a review at this link.'
          : 'Review requests are off. Add your Google review link to ask customers for a review a few days after they pay.'
      }
      saved={saved}
      changed={url.trim() !== (saved.reviewUrl ?? '')}
      saving={loading}
      saveLabel="Save review link"
      onSave={() => void onSave()}
      onDiscard={() => (setUrl(saved.reviewUrl ?? ''), setProblem(null))}
    >
      <Field id={`${uid}-url`} label="Review link" hint="Leave empty to turn review requests off." error={problem} alert>
        <input
          id={`${uid}-url`}
          type="url"
          inputMode="url"
          placeholder="e.g. https://g.page/r/your-workshop/review"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
    </SettingsPanel>
  );
}
