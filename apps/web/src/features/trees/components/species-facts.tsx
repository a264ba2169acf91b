import { Badge } from '@mantine/core';
import { IconLeaf, IconMapPin } from '@tabler/icons-react';
import { getTreeList, useSessionStore } from '#shared/session/session-store.ts';
import { ErrorNote } from '#shared/ui/query-state.tsx';
import classes from './trees.module.css';

/** What the catalog says about one species, read from the session's tree list. */
export function SpeciesFacts({ speciesId }: { speciesId: number }) {
  // Subscribing re-renders when the catalog arrives; the getter enforces docs/spec-notes.md §5.
  useSessionStore((state) => state.treeList);
  let species;
  try {
    species = getTreeList().find((item) => item.id === speciesId);
  } catch (error) {
    return <ErrorNote>{(error as Error).message}</ErrorNote>;
  }
  if (!species) return null;
  return (
    <section className={classes.facts} aria-labelledby="species-facts-title">
      <h2 id="species-facts-title" className={classes.factsTitle}>
        About the {species.name}
      </h2>
      <div className={classes.factsBadges}>
        {species.native && (
          <Badge color="leaf" variant="light" leftSection={<IconMapPin size={14} />}>
            Native to the Philippines
          </Badge>
        )}
        <Badge color="sky" variant="light" leftSection={<IconLeaf size={14} />}>
          ~{species.co2KgPerYear} kg CO₂ a year when mature
        </Badge>
      </div>
      <p className={classes.factsText}>{species.description}</p>
    </section>
  );
}
