/** Admin › Masters (being built). */
export function MastersPage() {
  return <h1>Masters</h1>;
}
