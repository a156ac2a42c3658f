import { type Db, knowledgeTopics } from '@marsa/db';
import { countRows } from '../../shared/count.ts';

/** The dashboard's count of knowledge topics. */
export const countKnowledgeTopics = (db: Db): Promise<number> => countRows(db, knowledgeTopics);
