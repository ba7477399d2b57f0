import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/index.ts';

/** What every route plugin is given when app.ts registers it (plugins declare what they need). */
export interface RouteDeps {
  config: ServerConfig;
  db: Db;
}
