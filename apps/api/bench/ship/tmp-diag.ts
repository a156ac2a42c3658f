import { writeFileSync } from 'node:fs';
import { createShipDatabase } from './ship-data.ts';

const ship = await createShipDatabase('postgres://postgres@127.0.0.1:5432/test');
writeFileSync('/tmp/i10-ship-db.json', JSON.stringify({ url: ship.url, cookies: ship.cookies }));
await ship.sql.end();
process.exit(0);
