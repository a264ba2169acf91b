import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRoutes, location, pathTo, type LocationInput } from '@punla/contract';
import { api } from '#shared/api-client.ts';
import { queryKeys } from '#shared/query-keys.ts';

export interface SaveLocationRequest {
  /** Absent for a new location. */
  id?: number;
  input: LocationInput;
  /** A new photo; the fields then go as multipart text fields next to it. */
  image?: File | null;
}

/** The body: JSON, or a multipart form with the fields as text and the photo as `image`. */
export function locationBody(input: LocationInput, image?: File | null): unknown {
  if (!image) return input;
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) form.append(field, String(value));
  form.append('image', image, image.name);
  return form;
}

export function saveLocation({ id, input, image }: SaveLocationRequest) {
  const body = locationBody(input, image);
  return id === undefined
    ? api.postOnce(apiRoutes.locations.list, body, location)
    : api.put(pathTo(apiRoutes.locations.one, { locationId: id }), body, location);
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLocation,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.locationDetail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.locationList() });
    },
  });
}
