import { EmptyState } from '@jatra/shared/ui';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="jt-container">
      <EmptyState
        icon={<MapPinOff size={28} />}
        title="We couldn't find that page"
        text="The link may be old or mistyped."
        action={<Link to="/">Go to the home page</Link>}
      />
    </main>
  );
}
