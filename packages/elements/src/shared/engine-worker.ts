import { expose } from 'comlink';
import { Table } from '@boneyard/engine';

expose(new Table());
