/** Admin › Operators (being built). */
export function OperatorsPage() {
  return <h1>Operators</h1>;
}
