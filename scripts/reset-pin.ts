/**
 * `npm run reset-pin`: forgot the parent PIN. Run it on the machine that runs the server (with the
 * same DATA_DIR or DATABASE_URL); it removes the PIN and ends every parent unlock. The next visit to
 * the parent area asks for a new PIN. The children's data is not touched.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { resetPin } from '../server/features/parental/pinService';

const config = loadConfig();
const db = openDatabase(config);
try {
  await migrateToLatest(db);
  await resetPin(db);
  console.log('The parent PIN is removed. Open the Parent Controls to set a new one.');
} finally {
  await db.close();
}
