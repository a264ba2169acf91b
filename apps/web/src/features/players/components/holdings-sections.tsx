import { PLAYER_FILE_LIST_LIMIT, type PlayerFile } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { DataTable } from './data-table.tsx';
import { FileSection } from './file-section.tsx';
import { INVENTORY, SECTION, TREES, newestShown } from './players-text.ts';
import classes from './players.module.css';

const n = new Intl.NumberFormat('en-PH');

/** What the player holds: resources, streak savers and seedlings waiting to be planted. */
export function InventorySection({ inventory }: { inventory: PlayerFile['inventory'] }) {
  const counts = [
    { label: INVENTORY.water, value: inventory.water },
    { label: INVENTORY.fertilizer, value: inventory.fertilizer },
    { label: INVENTORY.streakSavers, value: inventory.streakSavers },
  ];
  return (
    <FileSection id="inventory" title={SECTION.inventory}>
      <dl className={classes.tiles}>
        {counts.map(({ label, value }) => (
          <div key={label} className={classes.tile}>
            <dt>{label}</dt>
            <dd>{n.format(value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={classes.subTitle}>{INVENTORY.seedlings}</h3>
      {inventory.seedlings.length === 0 ? (
        <p className={classes.empty}>{INVENTORY.noSeedlings}</p>
      ) : (
        <ul className={classes.chipList}>
          {inventory.seedlings.map((seedling) => (
            <li key={seedling.speciesId} className={classes.chip}>
              {seedling.speciesName} × {n.format(seedling.quantity)}
            </li>
          ))}
        </ul>
      )}
    </FileSection>
  );
}

/** The player's planted trees, with the name of the stage each has reached. */
export function TreesSection({ trees }: { trees: PlayerFile['trees'] }) {
  return (
    <FileSection
      id="trees"
      title={SECTION.trees}
      note={newestShown(trees.length, PLAYER_FILE_LIST_LIMIT)}
    >
      {trees.length === 0 ? (
        <p className={classes.empty}>{TREES.empty}</p>
      ) : (
        <DataTable
          caption={SECTION.trees}
          columns={[
            { key: 'species', label: TREES.species },
            { key: 'stage', label: TREES.stage },
            { key: 'planted', label: TREES.planted },
            { key: 'matured', label: TREES.matured },
          ]}
          rows={trees.map((tree) => ({
            key: tree.id,
            dimmed: tree.dormant,
            cells: [
              tree.speciesName,
              <>
                {tree.stageName}
                {tree.dormant && <span className={classes.muted}> · {TREES.dormant}</span>}
              </>,
              formatGameDate(tree.plantedAt),
              tree.maturedAt ? formatGameDate(tree.maturedAt) : TREES.growing,
            ],
          }))}
        />
      )}
    </FileSection>
  );
}
