/** An error's message for the admin: the API client's errors (ApiError) already read well. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'Something went wrong. Please try again.';
}
