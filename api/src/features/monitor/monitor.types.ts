/**
 * What the monitor answers: the System info (osInfo, cpuUsage, ramUsage,
 * storageUsage, with exactly those field names) and beside it the states, the last hour and the
 * application's own health. Sizes in bytes, durations in seconds, percentages 0–100.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { HealthState, type DiskFillStatus } from './health-rules.js';
import type { ReachabilityStatus } from './reachability.js';

const DISK_FILL_STATUSES = { measuring: 'measuring', not_filling: 'not_filling', filling: 'filling' } as const satisfies Record<DiskFillStatus, DiskFillStatus>;
registerEnumType(DISK_FILL_STATUSES, {
  name: 'DiskFillStatus',
  description: 'measuring (less than 5 minutes of samples in the last hour), not_filling, or filling (see fullAt).',
});

const REACHABILITY_STATUSES = {
  reachable: 'reachable',
  unreachable: 'unreachable',
  not_configured: 'not_configured',
  checking: 'checking',
} as const satisfies Record<ReachabilityStatus, ReachabilityStatus>;
registerEnumType(REACHABILITY_STATUSES, { name: 'ReachabilityStatus' });

@ObjectType({ description: 'The operating system (asked once per process) and how long the machine has been up.' })
export class OsInfo {
  @Field(() => String, { description: 'e.g. "linux".' })
  platform!: string;

  @Field(() => String, { description: 'e.g. "Debian GNU/Linux".' })
  distro!: string;

  @Field(() => String)
  release!: string;

  @Field(() => String)
  arch!: string;

  @Field(() => String)
  hostname!: string;

  @Field(() => Int, { description: 'Seconds since the machine booted.' })
  uptime!: number;

  @Field(() => Float, { description: '1-minute load average per core (1 = every core busy).' })
  loadPerCore!: number;
}

@ObjectType()
export class CpuUsage {
  @Field(() => Float, { description: 'Busy share of all cores over the last few seconds.' })
  usagePercentage!: number;

  @Field(() => Float, { nullable: true, description: 'Time-weighted mean over the last 10 minutes (the alarm’s figure); null before the first reading.' })
  averagePercentage!: number | null;

  @Field(() => Int, { description: 'How much of those 10 minutes was measured (the monitor samples while someone watches).' })
  averageWindowSeconds!: number;

  @Field(() => Int)
  cores!: number;

  @Field(() => HealthState, { description: '10-minute average above 75 %: warning; above 85 %: critical.' })
  state!: HealthState;
}

@ObjectType({ description: '"used" is total − available: the page cache, which the kernel frees on demand, is not counted as used.' })
export class RamUsage {
  @Field(() => Float, { description: 'Bytes.' })
  total!: number;

  @Field(() => Float, { description: 'Bytes: total − available.' })
  used!: number;

  @Field(() => Float, { description: 'Bytes available to start new applications without swapping (MemAvailable).' })
  free!: number;

  @Field(() => Float)
  usagePercentage!: number;

  @Field(() => HealthState, { description: 'Available below 15 %: warning; below 10 %: critical.' })
  state!: HealthState;
}

@ObjectType({ description: 'When the disk fills if the used space keeps growing at the last hour’s rate.' })
export class DiskFillEstimate {
  @Field(() => DISK_FILL_STATUSES)
  status!: DiskFillStatus;

  @Field(() => Float, { nullable: true, description: 'Growth of the used space, bytes per hour.' })
  bytesPerHour!: number | null;

  @Field(() => Float, { nullable: true })
  secondsUntilFull!: number | null;

  @Field(() => Date, { nullable: true })
  fullAt!: Date | null;
}

@ObjectType({ description: 'The filesystem holding the data directory.' })
export class StorageUsage {
  @Field(() => Float, { description: 'Bytes.' })
  total!: number;

  @Field(() => Float, { description: 'Bytes.' })
  used!: number;

  @Field(() => Float, { description: 'Bytes the api may still write (blocks reserved for root excluded).' })
  available!: number;

  @Field(() => Float, { description: 'used ÷ (used + available), as df and Netdata count it.' })
  usagePercentage!: number;

  @Field(() => String, { description: 'The directory measured.' })
  path!: string;

  @Field(() => HealthState, { description: 'Above 80 % used: warning; above 90 %: critical.' })
  state!: HealthState;

  @Field(() => DiskFillEstimate)
  fill!: DiskFillEstimate;
}

@ObjectType({ description: 'The mean of the samples of one 30-second stretch; null where nothing was measured.' })
export class SystemHistoryPoint {
  @Field(() => Date)
  at!: Date;

  @Field(() => Float, { nullable: true, description: 'CPU busy, %.' })
  cpu!: number | null;

  @Field(() => Float, { nullable: true, description: 'RAM used, %.' })
  ram!: number | null;

  @Field(() => Float, { nullable: true, description: 'Disk used, %.' })
  disk!: number | null;

  @Field(() => Float, { nullable: true, description: 'Load average per core.' })
  load!: number | null;
}

@ObjectType()
export class DatabaseHealth {
  @Field(() => Boolean)
  up!: boolean;

  @Field(() => String, { description: 'embedded (PGlite) or postgresql.' })
  kind!: string;

  @Field(() => Float, { description: 'One SELECT 1 round trip, ms.' })
  latencyMs!: number;

  @Field(() => HealthState, { description: 'Down: critical; slower than 250 ms: warning.' })
  state!: HealthState;
}

@ObjectType({ description: 'Mail waiting in the outbox, and mail the worker gave up on; null figures when the database did not answer.' })
export class OutboxHealth {
  @Field(() => Int, { nullable: true })
  waiting!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the oldest waiting message was queued.' })
  oldestWaitingSince!: Date | null;

  @Field(() => Int, { nullable: true })
  oldestWaitingSeconds!: number | null;

  @Field(() => Int, { nullable: true })
  failed!: number | null;

  @Field(() => HealthState, { description: 'Oldest waiting over 15 minutes: warning, over an hour: critical; any failed: warning.' })
  state!: HealthState;
}

@ObjectType({ description: 'A bounded connect-and-greet check of a mail server (no sign-in), renewed every minute.' })
export class ServerReachability {
  @Field(() => REACHABILITY_STATUSES)
  status!: ReachabilityStatus;

  @Field(() => String, { nullable: true, description: 'host:port.' })
  target!: string | null;

  @Field(() => Float, { nullable: true })
  latencyMs!: number | null;

  @Field(() => Date, { nullable: true })
  checkedAt!: Date | null;

  @Field(() => String, { nullable: true })
  error!: string | null;

  @Field(() => HealthState)
  state!: HealthState;
}

@ObjectType({ description: 'Texts to customers this month (workshop time): how many the provider accepted, and the segments they took (what Twilio bills).' })
export class TextsUsage {
  @Field(() => Boolean, { description: 'Texts reach phones; false: each is saved as a file instead of being sent.' })
  connected!: boolean;

  @Field(() => Int, { nullable: true, description: 'Null when the database did not answer.' })
  texts!: number | null;

  @Field(() => Int, { nullable: true })
  segments!: number | null;
}

@ObjectType({ description: 'What breaks a workshop’s day: the database, mail going out, the mailbox, live connections.' })
export class ApplicationHealth {
  @Field(() => HealthState)
  state!: HealthState;

  @Field(() => DatabaseHealth)
  database!: DatabaseHealth;

  @Field(() => OutboxHealth)
  mailOutbox!: OutboxHealth;

  @Field(() => ServerReachability, { description: 'not_configured: mail is written to .eml files.' })
  smtp!: ServerReachability;

  @Field(() => ServerReachability)
  imap!: ServerReachability;

  @Field(() => Int, { description: 'Signed-in live (websocket) connections to this instance.' })
  liveConnections!: number;

  @Field(() => TextsUsage)
  texts!: TextsUsage;
}

@ObjectType({ description: 'The limits the states are computed with (Netdata’s stock alarms), e.g. for guides on charts. Percentages.' })
export class MonitorThresholds {
  @Field(() => Float, { description: 'CPU 10-minute average above this: warning.' })
  cpuWarning!: number;

  @Field(() => Float)
  cpuCritical!: number;

  @Field(() => Float, { description: 'RAM available below this share of the total: warning.' })
  ramAvailableWarning!: number;

  @Field(() => Float)
  ramAvailableCritical!: number;

  @Field(() => Float, { description: 'Disk used above this: warning.' })
  diskWarning!: number;

  @Field(() => Float)
  diskCritical!: number;
}

@ObjectType({ description: 'This instance’s machine and the application’s health, as last sampled.' })
export class SystemInfo {
  @Field(() => Date)
  sampledAt!: Date;

  @Field(() => Int, { description: 'Seconds between samples while someone watches.' })
  sampleIntervalSeconds!: number;

  @Field(() => HealthState, { description: 'The most serious state on the page.' })
  state!: HealthState;

  @Field(() => OsInfo)
  osInfo!: OsInfo;

  @Field(() => CpuUsage)
  cpuUsage!: CpuUsage;

  @Field(() => RamUsage)
  ramUsage!: RamUsage;

  @Field(() => StorageUsage)
  storageUsage!: StorageUsage;

  @Field(() => [SystemHistoryPoint], { description: 'The last hour, oldest first, one point per 30 seconds sampled.' })
  history!: SystemHistoryPoint[];

  @Field(() => ApplicationHealth)
  application!: ApplicationHealth;

  @Field(() => MonitorThresholds)
  thresholds!: MonitorThresholds;
}
