/** Admin › Users (being built). */
export function UsersPage() {
  return <h1>Users</h1>;
}
