import { LinkButtons, type ButtonLink } from '#shared/link-buttons.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from './inventory.module.css';

/** The title of a tab's content, with a line under it. */
export function TabHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <h2 className={classes.sectionTitle}>{title}</h2>
      <p className={classes.sectionLead}>{lead}</p>
    </div>
  );
}

interface EmptyTabProps {
  /** The growth stage of the Narra drawn above the text. */
  stage: number;
  title: string;
  text: string;
  /** Where to get what is missing. */
  link: ButtonLink;
}

/** Nothing in the tab yet: a small tree, what is missing, and where to get it. */
export function EmptyTab({ stage, title, text, link }: EmptyTabProps) {
  return (
    <div className={classes.empty}>
      <TreePicture scientificName="Pterocarpus indicus" stage={stage} alt="" />
      <strong>{title}</strong>
      <p>{text}</p>
      <LinkButtons links={[link]} size="md" />
    </div>
  );
}
