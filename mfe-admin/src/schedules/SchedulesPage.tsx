/** Admin › Schedules (being built). */
export function SchedulesPage() {
  return <h1>Schedules</h1>;
}
