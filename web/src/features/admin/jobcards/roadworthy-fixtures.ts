/** A job card's roadworthy inspection as the panel's query answers it, for the panel's tests. */
import type { MockLink } from '@apollo/client/testing';
import { AdminJobCardRoadworthyDocument } from '../../../gql/graphql';

export const ROADWORTHY_CARD = 'a'.repeat(24);

type Photo = { __typename: 'RoadworthyPhotoView'; id: string; width: number; height: number; url: string; thumbnailUrl: string };

export const roadworthyItem = (key: string, group: string, label: string, result: string | null = null, note = '', photos: Photo[] = []) => ({
  __typename: 'RoadworthyItemView' as const,
  key,
  group,
  label,
  result,
  note,
  photos,
});

/** An inspection begun (no result yet) with a tyre and a brake item, `extra` over it. */
export function roadworthyInspection(extra: Record<string, unknown> = {}) {
  return {
    __typename: 'JobCardRoadworthy' as const,
    jobCardId: ROADWORTHY_CARD,
    kind: 'roadworthy',
    retestOf: null,
    retestOfJobNumber: null,
    result: null,
    certificateNumber: null,
    testerName: null,
    testerNumber: null,
    inspectedOn: null,
    issuedOn: null,
    currentUntil: null,
    reinspectBy: null,
    previousFail: null,
    items: [roadworthyItem('tyre-tread', 'Wheels and tyres', 'Tyre tread depth'), roadworthyItem('park-brake', 'Brakes', 'Parking brake')],
    ...extra,
  };
}

/** The panel's query answered with `data`. */
export const roadworthyLoaded = (data: unknown): MockLink.MockedResponse => ({ request: { query: AdminJobCardRoadworthyDocument, variables: { jobCardId: ROADWORTHY_CARD } }, result: { data: { jobCardRoadworthy: data } } });
