import type { FastifyInstance } from 'fastify';
import type { CatalogueService } from './catalogue/service';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SessionStore } from './sessions/store';
import type { VatIdChecker } from './vat/vat-id-checker';

/** What route modules get: the app to register on and the services they use. */
export interface AppContext {
  app: FastifyInstance;
  config: Config;
  db: Database;
  catalogue: CatalogueService;
  sessions: SessionStore;
  /** Checks company VAT ids with VIES (or its sandbox) within a time budget. */
  vatIds: VatIdChecker;
  /** Check every answer against its contract schema (outside production). */
  checkResponses: boolean;
}
