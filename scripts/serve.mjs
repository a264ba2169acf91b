// `npm run serve`: the built server alone, as each instance behind a proxy runs it. The web
// app is served as `npm run build` left it: instances started together must not rebuild the
// files the others serve. The server's own build is redone when its sources changed, which
// is safe even then (each of its files is replaced in one step, with the same bytes).
import { buildServerIfStale, loadServer } from './server-build.mjs';

await buildServerIfStale();
const { loadStartConfig, startServer } = await loadServer();
await startServer(loadStartConfig());
