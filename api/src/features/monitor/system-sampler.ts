/**
 * Reads this machine's figures: CPU and memory through systeminformation, the disk holding the
 * data directory through statfs, the operating system once. systeminformation is loaded on the
 * first reading (it costs ~50 ms at boot otherwise), and its pitfalls are handled here:
 * `currentLoad` measures since its previous call, so a stale baseline is renewed with a second
 * call half a second later; `mem().used` counts the page cache, so "used" is total − available.
 */
import { statfs } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CpuSpan } from './health-rules.js';

type Si = typeof import('systeminformation');

export interface OsFacts {
  platform: string;
  distro: string;
  release: string;
  arch: string;
  hostname: string;
}

interface DiskReading {
  /** The directory measured (the data directory, or its nearest existing parent). */
  path: string;
  total: number;
  used: number;
  /** Space an unprivileged process may still use (excludes blocks reserved for root). */
  available: number;
}

export interface SystemReading {
  at: number;
  /** The CPU readings of this sample, oldest first (two after a stale baseline); empty when none could be taken. */
  cpu: CpuSpan[];
  cores: number;
  memory: { total: number; available: number };
  disk: DiskReading | null;
  /** 1-minute load average. */
  load1: number;
  /** Seconds since the machine booted. */
  uptime: number;
}

export interface SystemSampler {
  os(): Promise<OsFacts>;
  read(): Promise<SystemReading>;
}

/** A CPU baseline older than this no longer says what the CPU does now. */
const STALE_BASELINE_MS = 60_000;
const SECOND_READING_DELAY_MS = 500;

export class SiSystemSampler implements SystemSampler {
  private si: Promise<Si> | null = null;
  private osFacts: Promise<OsFacts> | null = null;
  private lastCpuAt = 0;

  constructor(private readonly dataDir: string) {}

  /** osInfo spawns processes (~80 ms): asked once, kept for the life of the process. */
  os(): Promise<OsFacts> {
    this.osFacts ??= this.lib()
      .then((si) => si.osInfo())
      .then((o) => ({ platform: o.platform, distro: o.distro, release: o.release, arch: o.arch, hostname: o.hostname }))
      .catch((err) => {
        this.osFacts = null; // asked again next time
        throw err;
      });
    return this.osFacts;
  }

  async read(): Promise<SystemReading> {
    const si = await this.lib();
    const [cpu, mem, disk] = await Promise.all([this.cpu(si), si.mem(), diskOf(this.dataDir)]);
    return {
      at: Date.now(),
      cpu: cpu.spans,
      cores: cpu.cores,
      memory: { total: mem.total, available: mem.available },
      disk,
      load1: os.loadavg()[0],
      uptime: si.time().uptime,
    };
  }

  private lib(): Promise<Si> {
    this.si ??= import('systeminformation').then((m) => (m as { default?: Si }).default ?? m);
    return this.si;
  }

  private async cpu(si: Si): Promise<{ spans: CpuSpan[]; cores: number }> {
    const spans: CpuSpan[] = [];
    let cores = 0;
    const take = async () => {
      const load = await si.currentLoad();
      const now = Date.now();
      // systeminformation answers an empty reading to a call within 200 ms of the previous one.
      if (typeof load.currentLoad !== 'number' || !Number.isFinite(load.currentLoad)) return;
      if (load.cpus?.length) cores = load.cpus.length;
      // Its very first call primes the counters and measures over the next half second.
      const from = this.lastCpuAt || now - SECOND_READING_DELAY_MS;
      spans.push({ from, to: now, percent: Math.min(100, Math.max(0, load.currentLoad)) });
      this.lastCpuAt = now;
    };
    const stale = this.lastCpuAt !== 0 && Date.now() - this.lastCpuAt > STALE_BASELINE_MS;
    await take();
    // After a stale baseline the reading above is the average since then: now measure the present.
    // An empty reading (another caller within 200 ms) is taken again, once.
    if (stale || !spans.length) {
      await new Promise((resolve) => setTimeout(resolve, stale ? SECOND_READING_DELAY_MS : 250));
      await take();
    }
    return { spans, cores: cores || os.cpus().length };
  }
}

/** The filesystem of `dir`, or of its nearest existing parent (the data directory may not exist yet). */
async function diskOf(dir: string): Promise<DiskReading | null> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const fs = await statfs(at);
      const total = fs.blocks * fs.bsize;
      const used = (fs.blocks - fs.bfree) * fs.bsize;
      return { path: at, total, used, available: fs.bavail * fs.bsize };
    } catch {
      const parent = path.dirname(at);
      if (parent === at) return null;
      at = parent;
    }
  }
}
