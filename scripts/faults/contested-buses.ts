/** The buses the fault run's travellers fight over. */
import { addDaysIso, todayInIndia, type StagePoint } from '@jatra/shared';
import { GUWAHATI, JORHAT } from '../../api/test/booking-journey-test-kit';

export interface Bus {
  scheduleId: string;
  travelDate: string;
  boarding: StagePoint;
  dropping: StagePoint;
  /** `HH:MM` as the provider sells it */
  departureTime: string;
  /** the operator: a date change goes to another bus of the same one */
  travelId: number;
}

/** Departures between Jorhat and Guwahati over the next days with room to sell, earliest first: the contested inventory. */
export async function findBuses(apiUrl: string, wanted: number): Promise<Bus[]> {
  const buses: Bus[] = [];
  for (let days = 2; days < 12 && buses.length < wanted; days += 1) {
    const travelDate = addDaysIso(todayInIndia(), days);
    const answer = await fetch(`${apiUrl}/api/availabilities/${JORHAT}/${GUWAHATI}/${travelDate}.json`);
    const { result } = (await answer.json()) as {
      result: { scheduleId: string; availableSeats: number; departureTime: string; travelId: number }[];
    };
    for (const roomy of result.filter((bus) => bus.availableSeats >= 10)) {
      if (buses.length >= wanted) break;
      const detail = await fetch(`${apiUrl}/api/schedule/${roomy.scheduleId}.json`);
      const { result: schedule } = (await detail.json()) as {
        result: { boarding_points: StagePoint[]; dropping_points: StagePoint[] };
      };
      if (!schedule.boarding_points[0] || !schedule.dropping_points[0]) continue;
      buses.push({
        scheduleId: roomy.scheduleId,
        travelDate,
        boarding: schedule.boarding_points[0],
        dropping: schedule.dropping_points[0],
        departureTime: roomy.departureTime,
        travelId: roomy.travelId,
      });
    }
  }
  if (buses.length < wanted) throw new Error(`found ${buses.length} of ${wanted} buses with room`);
  return buses;
}
