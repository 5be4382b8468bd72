/** Server monitoring's live subscription (admin): a fresh `systemInfo` while someone watches. */
import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import { requireOfficeAdmin } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import type { Events } from '../../shared/pubsub.js';
import type { MonitorService } from './monitor.service.js';
import { SystemInfo } from './monitor.types.js';

@Authorized()
@Resolver()
export class MonitorResolver {
  constructor(private readonly monitor: MonitorService) {}

  @Subscription(() => SystemInfo, {
    name: 'systemInfo',
    description: 'A fresh systemInfo every 5 s while subscribed (admin); the instance samples only while someone watches.',
    subscribe: ({ context }) => {
      requireOfficeAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate('monitor.sampled');
    },
  })
  systemInfoSampled(@Root() _event: Events['monitor.sampled']): SystemInfo | Promise<SystemInfo> {
    return this.monitor.latest() ?? this.monitor.current();
  }
}
