import { ErrorScreenBoundary } from '../../components/static/ErrorScreen';
import { Throw } from '../../components/static/Throw';

/** Developer page: an error thrown while rendering ends on the error screen. */
export default async function CauseErrorPage() {
  return (
    <ErrorScreenBoundary>
      <Throw message="sample/cause_error: a deliberate rendering error" />
    </ErrorScreenBoundary>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
