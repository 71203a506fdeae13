/** Admin › Transactions (being built). */
export function TransactionsPage() {
  return <h1>Transactions</h1>;
}
