/** Settings › Labour rates: the hourly rates labour lines are charged at, one of them the default. */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminLabourRatesDocument, AdminUpdateLabourRatesDocument } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { LoadFailed, LoadingState } from '../ui/States';
import { LabourRatesForm } from './LabourRatesForm';

export default function LabourRatesSection() {
  const { data, error, refetch } = useQuery(AdminLabourRatesDocument, { fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(AdminUpdateLabourRatesDocument, { refetchQueries: [AdminLabourRatesDocument], awaitRefetchQueries: true });
  const { me } = useMe();
  const rates = data?.labourRates;
  if (!rates) return error ? <LoadFailed message="The labour rates could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading labour rates…" />;
  return (
    <LabourRatesForm
      key={JSON.stringify(rates)}
      saved={rates}
      canEdit={Boolean(me?.owner)}
      save={async (input) => {
        await save({ variables: { input: { rates: input } } });
      }}
    />
  );
}
