import { runCommand, withMigratedDb } from './operatorCommand.ts';
import { REVIEW_APPROVED, setReviewStatus } from '../services/review/reviewRepo.ts';

/**
 * npm run review:approve -- <id> [<id> …]
 * The operator's way to approve reviews (review_status 1), on DATA_DIR's embedded database or
 * DATABASE_URL. Approved reviews are searchable at once (no reindex as with Elasticsearch).
 */
async function main(): Promise<void> {
  const ids = process.argv.slice(2);
  if (!ids.length || ids.some((id) => !/^\d+$/.test(id))) throw new Error('Usage: npm run review:approve -- <review id> [<review id> …]');
  await withMigratedDb(async (db) => {
    for (const id of ids) {
      const ok = await setReviewStatus(db, id, REVIEW_APPROVED);
      console.log(ok ? `Review ${id} approved` : `No review with id ${id}`);
      if (!ok) process.exitCode = 1;
    }
  });
}

runCommand(main);
