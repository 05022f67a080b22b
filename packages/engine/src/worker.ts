/** Worker entry: the referee and the bots live here; the page gets seat views only. */
import { serveTable } from './host.ts';

serveTable();
