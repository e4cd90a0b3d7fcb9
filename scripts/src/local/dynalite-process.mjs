// dynalite in its own process (forked by dynamodb.ts), so the table's work runs on another core
// than the API, as DynamoDB does in AWS. Arguments: port, optional data path. Tells the parent
// its port over IPC; closes when the parent asks (SIGTERM) or goes away.
import dynalite from 'dynalite';

const [port, path] = [Number(process.argv[2] ?? 0), process.argv[3] || undefined];
const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(path ? { path } : {}) });
const close = () => server.close(() => process.exit(0));

server.once('error', (error) => {
  process.send?.({ error: error.message });
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => process.send?.({ port: server.address().port }));
// Ctrl-C reaches the whole process group: the parent decides when this server stops
process.on('SIGINT', () => undefined);
process.on('SIGTERM', close);
process.on('disconnect', close);
