import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userRoutes, type Profile, type UpdateProfileBody } from '#shared/contracts/users';
import { callApi } from '#client/lib/api-client';

export const profileQueryKey = (id: string) => ['users', 'profile', id] as const;

/** One user's profile (the server answers 404 for anyone but yourself: docs/PRODUCT-RULES.md#ownership). */
export function useProfile(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey(id),
    enabled,
    queryFn: ({ signal }) => callApi(userRoutes.getProfile, { params: { id }, signal }),
  });
}

/** Saves the profile, then refetches it in place, never reloading the page (docs/PRODUCT-RULES.md#fresh-data). */
export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      callApi(userRoutes.updateProfile, { params: { id }, body }),
    onSuccess: async (profile: Profile) => {
      queryClient.setQueryData(profileQueryKey(id), profile);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey(id) });
    },
  });
}
