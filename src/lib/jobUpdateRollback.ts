import type { DatabaseAdapterObj } from 'payload'

/**
 * Payload 3.90's job helper (`payload/dist/queues/utilities/updateJob.js`) opens a transaction for
 * `db.updateJobs` and only commits it: when the call throws, the transaction stays open for good,
 * with its connection and its row locks (payloadcms/payload#17912, open). Two instances that run
 * the queue at once meet exactly that: one deletes a finished job while the other writes its log
 * (a foreign key error). Ten such errors empty the PostgreSQL pool and every request of that
 * instance fails; on SQLite the first one keeps the write lock. The scale-out test found it after
 * a Redis outage. This rolls the helper's transaction back before the error goes on; a rollback of
 * a transaction already ended does nothing, so a caller's own transaction is safe too.
 */
export function rollBackFailedJobUpdates(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const updateJobs = db.updateJobs.bind(db)
      db.updateJobs = async (jobArgs) => {
        try {
          return await updateJobs(jobArgs)
        } catch (error) {
          const id = jobArgs.req?.transactionID
          // Best effort: the update's own error is the one worth reporting.
          if (id !== undefined) await db.rollbackTransaction(await id).catch(() => undefined)
          throw error
        }
      }
      return db
    },
  }
}
