import { Link } from 'react-router';
import { IconAward, IconPlant2 } from '@tabler/icons-react';
import type { RealTree } from '@punla/contract';
import { formatGameDate } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useRealTrees } from '../api/list-real-trees.ts';
import { survivalText } from './event-text.ts';
import classes from './events.module.css';

/** The game's map with the planting's pin chosen; or, once that place is gone, OpenStreetMap. */
function MapPin({ tree }: { tree: RealTree }) {
  const where = `${tree.latitude.toFixed(4)}, ${tree.longitude.toFixed(4)}`;
  if (tree.locationId !== null) {
    return (
      <Link className={classes.mapLink} to={`${paths.app.map}?location=${tree.locationId}`}>
        Show on the map ({where})
      </Link>
    );
  }
  const osm = `https://www.openstreetmap.org/?mlat=${tree.latitude}&mlon=${tree.longitude}#map=15/${tree.latitude}/${tree.longitude}`;
  return (
    <a className={classes.mapLink} href={osm} target="_blank" rel="noreferrer">
      Show on map ({where})
    </a>
  );
}

function RealTreeCard({ tree }: { tree: RealTree }) {
  return (
    <li className={classes.realTree}>
      {tree.imageUrl ? (
        <img
          className={classes.realTreePhoto}
          src={tree.imageUrl}
          alt={`Planting at ${tree.placeName}`}
          loading="lazy"
        />
      ) : (
        <span className={classes.realTreePhotoEmpty} aria-hidden="true">
          <IconPlant2 size={40} />
        </span>
      )}
      <div className={classes.realTreeBody}>
        <h3 className={classes.name}>{tree.species ? tree.species.name : 'A native tree'}</h3>
        <p className={classes.note}>
          {tree.eventName} · {formatGameDate(`${tree.plantedOn}T12:00:00Z`)}
        </p>
        <p className={classes.note}>{tree.placeName}</p>
        <p className={classes.note}>
          {tree.latestSurvival
            ? survivalText(tree.latestSurvival)
            : `${tree.treesPlanted} trees planted · no survival check yet`}
        </p>
        <MapPin tree={tree} />
      </div>
    </li>
  );
}

/** "My real trees": the trees the player planted at Punla's events, and the badge they earned. */
export function RealTrees({ userId }: { userId: string }) {
  const trees = useRealTrees(userId);
  return (
    <section className={classes.section} aria-labelledby="real-trees-title">
      <h2 id="real-trees-title" className={classes.sectionTitle}>
        My real trees
      </h2>
      <QueryState query={trees} loadingLabel="Loading your real trees" loadingShape="panel">
        {({ badge, trees: list }) =>
          list.length === 0 ? (
            <div className={classes.empty}>
              <p className={classes.sectionLead}>
                No real tree yet. Join a planting event from Event Eligibility: once you are checked
                in at the site and the trees are planted, your real tree appears here.
              </p>
              <GameButton to={paths.app.eligibilityChecker} color="green" size="sm">
                See planting events
              </GameButton>
            </div>
          ) : (
            <>
              {badge && (
                <div className={classes.badgeCard}>
                  <span className={classes.badgeIcon} aria-hidden="true">
                    <IconAward size={28} />
                  </span>
                  <div>
                    <p className={classes.badgeName}>{badge.name}</p>
                    <p className={classes.badgeText}>{badge.description}</p>
                  </div>
                </div>
              )}
              <ul className={classes.list} aria-label="My real trees">
                {list.map((tree) => (
                  <RealTreeCard key={tree.eventId} tree={tree} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
