// `npm run lint`, after dependency-cruiser: the server's domain modules (apps/server/src/modules/*)
// as one graph, a module importing another being an edge. It must have no cycle, and no chain
// of modules each importing the next may be longer than MAX_FLOORS: a module's floor is one
// above the highest module it imports, a module that imports none is floor 1
// (docs/decisions/020). Tests are left out: a test may reach across to set a scene up.
import { cruise } from 'dependency-cruiser';

const MAX_FLOORS = 6;
const MODULES = 'apps/server/src/modules/';
const moduleOf = (file) =>
  file.startsWith(MODULES) ? file.slice(MODULES.length).split('/')[0] : undefined;

const { output } = await cruise([MODULES], {
  includeOnly: `^${MODULES}`,
  exclude: { path: '\\.test\\.ts$' },
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
});

/** module → the other modules it imports */
const imports = new Map();
for (const file of output.modules) {
  const from = moduleOf(file.source);
  if (!from) continue;
  if (!imports.has(from)) imports.set(from, new Set());
  for (const dependency of file.dependencies) {
    const to = moduleOf(dependency.resolved);
    if (to && to !== from) imports.get(from).add(to);
  }
}

/** The longest chain from each module down, found depth first; a module met again on its own path is a cycle. */
const longest = new Map();
const onPath = [];
function chainFrom(name) {
  if (longest.has(name)) return longest.get(name);
  if (onPath.includes(name)) {
    const cycle = [...onPath.slice(onPath.indexOf(name)), name].join(' → ');
    console.error(`✘ The modules import each other in a circle: ${cycle}.`);
    console.error('  Move the step that spans them into apps/server/src/use-cases.');
    process.exit(1);
  }
  onPath.push(name);
  let best = [];
  for (const next of [...(imports.get(name) ?? [])].sort()) {
    const chain = chainFrom(next);
    if (chain.length > best.length) best = chain;
  }
  onPath.pop();
  const chain = [name, ...best];
  longest.set(name, chain);
  return chain;
}

let deepest = [];
for (const name of [...imports.keys()].sort()) {
  const chain = chainFrom(name);
  if (chain.length > deepest.length) deepest = chain;
}
const summary = `${imports.size} modules, no cycle, ${deepest.length} floors deep: ${deepest.join(' → ')}`;
if (deepest.length > MAX_FLOORS) {
  console.error(`✘ ${summary} (at most ${MAX_FLOORS}).`);
  console.error('  Move the step that spans them into apps/server/src/use-cases.');
  process.exit(1);
}
console.log(`✔ ${summary} (at most ${MAX_FLOORS}).`);
