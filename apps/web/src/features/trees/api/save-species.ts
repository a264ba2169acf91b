import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, pathTo, treeSpecies, type TreeSpeciesInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SaveSpeciesRequest {
  /** Absent for a new species. */
  id?: number;
  input: TreeSpeciesInput;
  /** A new picture; the fields then go as multipart text fields next to it. */
  image?: File | null;
}

/** The body: JSON, or a multipart form with the fields as text and the picture as `image`. */
export function speciesBody(input: TreeSpeciesInput, image?: File | null): unknown {
  if (!image) return input;
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) form.append(field, String(value));
  form.append('image', image, image.name);
  return form;
}

export function saveSpecies({ id, input, image }: SaveSpeciesRequest) {
  const body = speciesBody(input, image);
  return id === undefined
    ? api.postOnce(apiRoutes.trees.list, body, treeSpecies)
    : api.put(pathTo(apiRoutes.trees.one, { id }), body, treeSpecies);
}

export function useSaveSpecies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpecies,
    onSuccess: (species) => {
      queryClient.setQueryData(queryKeys.speciesDetail(species.id), species);
      return queryClient.invalidateQueries({ queryKey: queryKeys.speciesList() });
    },
  });
}
