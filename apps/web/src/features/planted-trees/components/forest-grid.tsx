import { TREE_STAGES, type PlantedTree } from '@punla/contract';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import { treeStateOf } from '../tree-rules.ts';
import classes from './forest.module.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Every tree the player planted, each drawn at the stage it reached. */
export function ForestGrid({ trees }: { trees: PlantedTree[] }) {
  return (
    <ul className={classes.forest}>
      {trees.map((tree) => {
        const state = treeStateOf(tree);
        return (
          <li key={tree.id} className={classes.treeCard} data-state={state}>
            <div className={classes.treeFrame}>
              <TreePicture
                className={classes.treePicture}
                scientificName={tree.species.scientificName}
                stage={tree.stage}
                variant={tree.variant}
                wilted={tree.wilted}
                alt={`${tree.species.name}, ${tree.stageName.toLowerCase()}`}
              />
              <span className={classes.state} data-state={state}>
                {state}
              </span>
            </div>
            <div className={classes.treeText}>
              <strong>{tree.species.name}</strong>
              <span>
                {tree.stageName} · Stage {tree.stage + 1} of {TREE_STAGES.length}
              </span>
              <span className={classes.planted}>
                Planted{' '}
                <time dateTime={tree.plantedAt}>{dateFormat.format(new Date(tree.plantedAt))}</time>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
