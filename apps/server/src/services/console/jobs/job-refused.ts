/** A job call the shop cannot make now (404: not this shop's job; 409: the job's state forbids it); the HTTP layer answers it. */
export class JobRefused extends Error {
  override name = 'JobRefused';
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}
