/** Admin › Cities (being built). */
export function CitiesPage() {
  return <h1>Cities</h1>;
}
