/** The state of the live-update socket, for the little indicator in the sidebar. */
import { useSyncExternalStore } from 'react';
import { currentLiveStatus, onLiveStatus, type LiveStatus } from '../admin-apollo';

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, currentLiveStatus, () => 'idle');
}
