/** Admin › Balance (being built). */
export function BalancePage() {
  return <h1>Balance</h1>;
}
