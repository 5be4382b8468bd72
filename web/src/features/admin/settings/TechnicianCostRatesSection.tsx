/** Settings › Technician cost rates: what an hour of each technician's time costs (owners only: it is pay). */
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminTechnicianCostRatesDocument, AdminUpdateTechnicianCostRatesDocument } from '../../../gql/graphql';
import { useMe } from '../session/use-me';
import { LoadFailed, LoadingState } from '../ui/States';
import { TechnicianCostRatesForm } from './TechnicianCostRatesForm';

export default function TechnicianCostRatesSection() {
  const { me } = useMe();
  const owner = Boolean(me?.owner);
  const { data, error, refetch } = useQuery(AdminTechnicianCostRatesDocument, { fetchPolicy: 'cache-and-network', skip: !owner });
  const [save] = useMutation(AdminUpdateTechnicianCostRatesDocument, { refetchQueries: [AdminTechnicianCostRatesDocument], awaitRefetchQueries: true });
  if (!me) return <LoadingState label="Loading the technician cost rates…" />;
  if (!owner) {
    return (
      <section className="panel settings-form__section" aria-label="Technician cost rates">
        <h2 className="panel__title">Technician cost rates</h2>
        <p className="form-note">Technicians’ cost rates are pay: only an owner can see and change them.</p>
      </section>
    );
  }
  const rates = data?.technicianCostRates;
  if (!rates) return error ? <LoadFailed message="The technician cost rates could not be loaded." onRetry={() => void refetch().catch(() => undefined)} /> : <LoadingState label="Loading the technician cost rates…" />;
  return (
    <TechnicianCostRatesForm
      key={JSON.stringify(rates)}
      saved={rates}
      save={async (input) => {
        await save({ variables: { input } });
      }}
    />
  );
}
