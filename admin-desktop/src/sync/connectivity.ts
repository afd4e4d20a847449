type ConnectivityListener = (online: boolean) => void;

/**
 * Whether the SITE can be reached (not merely the network): any request that fails to connect
 * marks it offline, and from then a probe of the health check runs every `intervalMs` until it
 * answers. Coming back online is what starts the replay of the queue.
 */
export class Connectivity {
  private online = true;
  private timer: ReturnType<typeof setInterval> | undefined;
  private probing = false;
  private readonly listeners = new Set<ConnectivityListener>();
  private readonly probe: () => Promise<boolean>;
  private readonly intervalMs: number;

  constructor(probe: () => Promise<boolean>, intervalMs = 5_000) {
    this.probe = probe;
    this.intervalMs = intervalMs;
  }

  get isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: ConnectivityListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markOffline(): void {
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.intervalMs);
      // The probe never keeps a process (a test, a quitting app) alive.
      this.timer.unref?.();
    }
    this.set(false);
  }

  markOnline(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.set(true);
  }

  /** Probes now (window focus, the owner's "Sync now", the OS saying the network is back). */
  async check(): Promise<boolean> {
    if (this.probing) return this.online;
    this.probing = true;
    try {
      if (await this.probe()) this.markOnline();
      else this.markOffline();
    } finally {
      this.probing = false;
    }
    return this.online;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  private set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }
}
