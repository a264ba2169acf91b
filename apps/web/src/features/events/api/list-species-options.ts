import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRoutes, treeSpeciesList } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

/** The species an event may plant, by name, for the event and closing forms' choices. */
export const listSpeciesOptions = async () =>
  (await api.get(apiRoutes.trees.list, treeSpeciesList))
    .map((species) => ({ value: String(species.id), label: species.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

export const useSpeciesOptions = () =>
  useQuery(queryOptions({ queryKey: queryKeys.speciesOptions(), queryFn: listSpeciesOptions }));
