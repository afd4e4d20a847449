import type { Config } from './config.ts';
import { NewsletterService } from './modules/newsletter/newsletter-service.ts';
import { SubscriberRepo } from './modules/newsletter/subscriber-repo.ts';

/** Opens every datastore under DATA_DIR and builds the services on top of them. */
export async function openServices(config: Config) {
  const subscribers = await SubscriberRepo.open(config.dataDir);
  return {
    newsletter: new NewsletterService(subscribers),
    /** Called on shutdown: nothing is buffered beyond the file appends, so this only compacts. */
    async close() {},
  };
}

export type Services = Awaited<ReturnType<typeof openServices>>;
