/** Settings › Parts markup: the bands of cost price and their multipliers parts without a fixed sell price sell by. */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminMarkupBandsDocument, AdminUpdateMarkupDocument } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { LoadFailed, LoadingState } from '../ui/States';
import { PartsMarkupForm } from './PartsMarkupForm';

export default function PartsMarkupSection() {
  const { data, error, refetch } = useQuery(AdminMarkupBandsDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(AdminUpdateMarkupDocument, { refetchQueries: [AdminMarkupBandsDocument], awaitRefetchQueries: true });
  const { me } = useMe();
  const bands = data?.markupBands;
  if (!bands) return error ? <LoadFailed message="The parts markup could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading the parts markup…" />;
  return (
    <PartsMarkupForm
      key={JSON.stringify(bands)}
      saved={bands}
      canEdit={Boolean(me?.owner)}
      save={async (input) => {
        await save({ variables: { input: { bands: input } } });
      }}
    />
  );
}
