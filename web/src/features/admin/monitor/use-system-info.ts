/**
 * The monitor page's figures: the `systemInfo` query once, then the subscription's push every few
 * seconds; while the live socket is down, GET /api/admin/monitor/system-info every 30 s, which answers the same
 * fields. The newest sample wins, whichever way it came.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { AdminSystemInfoDocument, AdminSystemInfoLiveDocument, type AdminSystemInfoFragment } from '../../../gql/graphql';
import { adminHeaders, endSession } from '../session/admin-session';
import { useLiveStatus } from '../shell/use-live-status';

export type SystemInfoView = AdminSystemInfoFragment;

/** System info polling every 30000 ms. */
export const POLL_MS = 30_000;
const REST_PATH = '/api/admin/monitor/system-info';

export type InfoSource = 'live' | 'polling' | 'connecting';

export interface SystemInfoState {
  info: SystemInfoView | null;
  /** How the figures arrive now. */
  source: InfoSource;
  /** Set when nothing could be loaded at all. */
  failed: boolean;
  retry(): void;
}

/** One REST poll; a refused token ends the session, as every admin call does. */
async function fetchSystemInfo(signal: AbortSignal): Promise<SystemInfoView> {
  const response = await fetch(REST_PATH, {
    headers: { 'content-type': 'application/json', ...adminHeaders() },
    signal,
  });
  if (response.status === 401) {
    endSession();
    throw new Error('signed out');
  }
  if (!response.ok) throw new Error(`API Error: ${response.status}`);
  return (await response.json()) as SystemInfoView;
}

const newer = (a: SystemInfoView | null, b: SystemInfoView | null | undefined): SystemInfoView | null =>
  !b ? a : !a || Date.parse(b.sampledAt) >= Date.parse(a.sampledAt) ? b : a;

export function useSystemInfo(): SystemInfoState {
  const query = useQuery(AdminSystemInfoDocument, { fetchPolicy: 'network-only' });
  const [pushed, setPushed] = useState<SystemInfoView | null>(null);
  const [polled, setPolled] = useState<SystemInfoView | null>(null);
  const [pollFailed, setPollFailed] = useState(false);
  const subscription = useSubscription(AdminSystemInfoLiveDocument, {
    onData: ({ data }) => {
      const fresh = data.data?.systemInfo;
      if (fresh) setPushed(fresh);
    },
    onError: (error) => console.error('Live system info failed', error),
  });
  const status = useLiveStatus();
  const socketDown = status === 'reconnecting' || Boolean(subscription.error);

  const poll = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!socketDown) return;
    const controller = new AbortController();
    const load = () =>
      fetchSystemInfo(controller.signal).then(
        (info) => {
          setPolled(info);
          setPollFailed(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Could not poll the system info', error);
          setPollFailed(true);
        },
      );
    poll.current = () => void load();
    void load();
    const timer = window.setInterval(load, POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      poll.current = () => undefined;
    };
  }, [socketDown]);

  const { refetch } = query;
  const retry = useCallback(() => {
    void refetch().catch(() => undefined);
    poll.current();
  }, [refetch]);

  const info = newer(newer(query.data?.systemInfo ?? null, pushed), polled);
  const source: InfoSource = socketDown ? 'polling' : status === 'live' ? 'live' : 'connecting';
  const failed = !info && Boolean(query.error) && (!socketDown || pollFailed);
  return { info, source, failed, retry };
}
