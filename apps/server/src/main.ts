import { loadStartConfig, startServer } from './start-server.ts';

await startServer(loadStartConfig());
