/** The labour rates and technicians the rows of a line editor pick from (empty lists while they load). */
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminLabourRatesDocument, AdminLineTechniciansDocument } from '../../../gql/graphql';
import type { LineChoices } from './priced-line';

export function useLineChoices(): LineChoices {
  const rates = useQuery(AdminLabourRatesDocument, { fetchPolicy: 'cache-and-network' }).data?.labourRates;
  const technicians = useQuery(AdminLineTechniciansDocument, { fetchPolicy: 'cache-and-network' }).data?.technicians;
  return useMemo(() => ({ labourRates: rates ?? [], technicians: technicians ?? [] }), [rates, technicians]);
}
