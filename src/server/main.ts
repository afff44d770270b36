import { createServer } from './app';
import { loadConfig } from './config';

const startedAt = performance.now();
const config = loadConfig();
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
server.app.log.info(
  { database: server.database.kind, startupMs: Math.round(performance.now() - startedAt) },
  `shop listening on http://localhost:${port}`,
);

if (config.env === 'production' && config.login.devAuthority) {
  server.app.log.warn('DEV_OIDC=on: the development login authority with its fixture customers is served');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
