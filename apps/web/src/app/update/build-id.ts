/** Set by vite.config.ts at build time; absent where the app runs unbuilt (the unit tests). */
declare const __PUNLA_BUILD_ID__: string | undefined;

/** The build id of an app that was not built by Vite (tests): it never asks to reload. */
export const UNBUILT_ID = 'dev';

/** The id of the running build, the same one the build wrote to /version.json. */
export const RUNNING_BUILD_ID: string =
  typeof __PUNLA_BUILD_ID__ === 'string' && __PUNLA_BUILD_ID__ !== ''
    ? __PUNLA_BUILD_ID__
    : UNBUILT_ID;
