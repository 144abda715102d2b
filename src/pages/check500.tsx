import { ErrorScreenBoundary } from '../components/static/ErrorScreen';
import { Throw } from '../components/static/Throw';

/** Deliberately fails on the server: the response is a 500 and the error screen. */
export default async function Check500Page() {
  return (
    <ErrorScreenBoundary>
      <Throw message="check500: a deliberate server error" />
    </ErrorScreenBoundary>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
