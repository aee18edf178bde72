import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { searchKnowledge } from '../content/knowledge';

const config = loadConfig();
const db = openDatabase(config);
const app = await buildApp({ config, db, logger: true });

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Build the knowledge index now, so the first child's question does not wait for it.
setImmediate(() => searchKnowledge('why is the sky blue'));
app.log.info(
  `McKenzie is ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} ` +
    `(${db.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}, ` +
    `${config.llm ? `LLM ${config.llm.model}` : 'offline companion'})`,
);
