/** The display name of spec §3: first and last name, else the email, else "Person {id}". */
export function displayName(user: {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  if (user.email) return user.email;
  return `Person ${user.id}`;
}
