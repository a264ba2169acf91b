/*
 * The toast area alone, for providers.tsx to load on the first toast. Importing it through this
 * file (not the package's index, which the first screen already has for its toast store) lets
 * the bundler leave the area and its transitions out of the first screen.
 */
export { Notifications } from '@mantine/notifications';
