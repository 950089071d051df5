/**
 * `npm start` (after the build): serve dist/ on 127.0.0.1 and print the URL.
 * PORT chooses the port (default 4321; 0 picks a free one).
 */
import { existsSync } from 'node:fs';
import { startStaticServer } from './support/static-server';

const dir = process.env['KB_OUT_DIR'] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`No built site in ${dir}/. Run "npm run build" first (npm start does both).`);
  process.exit(1);
}
const port = Number(process.env['PORT'] ?? 4321);
const running = await startStaticServer(dir, port).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.warn(`Port ${port} is in use; choosing a free port.`);
  return startStaticServer(dir, 0);
});
console.log(`Serving ${dir}/ at ${running.url}  (Ctrl+C to stop)`);
const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
