import type { CSSProperties, ReactNode } from 'react';
import type { PlantedTree } from '@punla/contract';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from './tree-scene.module.css';

interface TreeSceneProps {
  /** The tree on the knoll; none draws an empty spot. */
  tree: PlantedTree | null;
  className?: string;
  style?: CSSProperties;
  /** Laid over the scene (the level, coins and stage labels). */
  children?: ReactNode;
  emptyText?: string;
}

/** The tree drawn large in its landscape; dry colours when it is wilted. */
export function TreeScene({ tree, className, style, children, emptyText }: TreeSceneProps) {
  return (
    <div
      className={[classes.scene, className ?? ''].join(' ')}
      style={{ containerType: 'inline-size', ...style }}
      data-wilted={tree?.wilted || undefined}
      data-tour="tree"
    >
      <div className={classes.sun} aria-hidden="true" />
      <div className={classes.cloud} data-n="1" aria-hidden="true" />
      <div className={classes.cloud} data-n="2" aria-hidden="true" />
      <div className={classes.cloud} data-n="3" aria-hidden="true" />
      <svg
        className={classes.hills}
        viewBox="0 0 400 160"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d="M0 70C60 40 120 38 190 62S320 30 400 52V160H0z" />
        <path d="M0 104C70 82 140 90 210 104s130 0 190-18V160H0z" />
        <path d="M60 160C90 128 150 116 200 116s110 12 140 44z" />
      </svg>
      {tree ? (
        <div className={classes.treeSpot} data-small={tree.stage <= 1 || undefined}>
          <TreePicture
            className={classes.tree}
            loading="eager"
            scientificName={tree.species.scientificName}
            stage={tree.stage}
            variant={tree.variant}
            wilted={tree.wilted}
            alt={`${tree.species.name}, ${tree.stageName.toLowerCase()}${tree.wilted ? ', wilted' : ''}`}
          />
        </div>
      ) : (
        <>
          <div className={classes.emptyMound} aria-hidden="true" />
          <div className={classes.emptySign}>{emptyText ?? 'Your planting spot'}</div>
        </>
      )}
      {children}
    </div>
  );
}
