/** A server component that always fails: the error pages' deliberate crash. */
export async function Throw({ message }: { message: string }): Promise<never> {
  throw new Error(message);
}
