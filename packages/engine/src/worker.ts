/** Worker entry: the referee and the bots live here; the page gets seat views only. */
import { expose } from 'comlink';
import { Table } from './table.ts';

expose(new Table());
