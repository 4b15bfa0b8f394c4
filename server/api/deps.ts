import type { ServerConfig } from '../config';
import type { HelpDatabase } from '../db';
import type { ContentFixtures } from '../content-fixtures';

/** What the route modules need: settings, storage and the validated content. */
export interface ApiDeps {
  config: ServerConfig;
  db: HelpDatabase;
  fixtures: ContentFixtures;
}
