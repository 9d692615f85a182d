'use strict';
// SQLite only: brings the trigram tables of the text filters up to date for the customers queued by the
// triggers of migration 0002, on its own connection in a worker thread, so that the FTS5 work (about
// 15 µs a customer, most of it segment merges) is not done on the API's event loop. Plain JavaScript,
// like pdf-worker.js: it runs unchanged from src (tests) and dist.
//
// Messages in: { id, batch }. Out: { id, done } (customers indexed) or { id, error }.
const { parentPort, workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');

const db = new Database(workerData.file);
// Waits for the API's own writes (short transactions) rather than failing; the API's connection waits
// for this one's in the same way.
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
db.pragma('temp_store = MEMORY');

const queued = '(select id from customer_search_queue order by id limit @batch)';
const indexedBefore = '(select id from (select id, fresh from customer_search_queue order by id limit @batch) where fresh = 0)';
const statements = [
  `delete from customer_name_search where rowid in ${indexedBefore}`,
  `delete from customer_address_search where rowid in ${indexedBefore}`,
  `insert into customer_name_search (rowid, name) select id, lower(name) from customers where id in ${queued} and status <> 'completed'`,
  `insert into customer_address_search (rowid, address) select id, lower(address) from customers where id in ${queued} and status <> 'completed'`,
].map((text) => db.prepare(text));
const dequeue = db.prepare(`delete from customer_search_queue where id in ${queued}`);

// BEGIN IMMEDIATE: the write lock first, so that the queue read here is the one indexed.
const indexBatch = db.transaction((batch) => {
  for (const statement of statements) statement.run({ batch });
  return dequeue.run({ batch }).changes;
});

parentPort.on('message', ({ id, batch }) => {
  try {
    parentPort.postMessage({ id, done: indexBatch.immediate(batch) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
